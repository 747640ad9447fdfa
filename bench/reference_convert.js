// The reference converter's whole job, as `uici convert` does it, for the side by side rows of
// scripts/bench.sh and scripts/bench_convert.py: load FormatConverter.js (tsevasa/infinite-chess-
// notation, fetched by the script into an ignored folder, never committed), read FILE, convert,
// write to stdout. JOB (default json):
//   json  ShortToLong_Format, JSON.stringify                     (uici convert --to json)
//   icn   JSON.parse, LongToShort_Format                         (uici convert --to icn of JSON)
//   at    JSON.parse, GameToPosition after every move, JSON.stringify
//                                             (uici convert --to json --at end of the same JSON)
//   node bench/reference_convert.js DIR/FormatConverter.js FILE [JOB]
'use strict';
const fs = require('fs');
const vm = require('vm');

const [converterPath, inputPath, job = 'json'] = process.argv.slice(2);
const source = fs.readFileSync(converterPath, 'utf8');
// The file is a script defining `formatconverter`; its own examples print on load: keep them
// off stdout, which carries the result.
const log = console.log;
console.log = () => {};
const converter = vm.runInThisContext(source + '\n;formatconverter', { filename: converterPath });
console.log = log;
const text = fs.readFileSync(inputPath, 'utf8');
let out;
if (job === 'icn') {
    out = converter.LongToShort_Format(JSON.parse(text), { make_new_lines: false });
} else if (job === 'at') {
    // Its ShortToLong_Format writes moves as compact strings, which its GameToPosition cannot
    // play: the game comes as long JSON with move objects, as uici writes it.
    out = JSON.stringify(converter.GameToPosition(JSON.parse(text), Infinity, true));
} else {
    out = JSON.stringify(converter.ShortToLong_Format(text));
}
fs.writeSync(1, out + '\n');
