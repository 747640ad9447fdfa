// The reference converter's whole job, as `uici convert --to json FILE` does it, for the side by
// side rows of scripts/bench.sh: load FormatConverter.js (tsevasa/infinite-chess-notation, fetched
// by the script into an ignored folder, never committed), read FILE, ShortToLong_Format,
// JSON.stringify, write to stdout.
//   node bench/reference_convert.js DIR/FormatConverter.js FILE
'use strict';
const fs = require('fs');
const vm = require('vm');

const [converterPath, inputPath] = process.argv.slice(2);
const source = fs.readFileSync(converterPath, 'utf8');
// The file is a script defining `formatconverter`; its own examples print on load: keep them
// off stdout, which carries the result.
const log = console.log;
console.log = () => {};
const converter = vm.runInThisContext(source + '\n;formatconverter', { filename: converterPath });
console.log = log;
const text = fs.readFileSync(inputPath, 'utf8');
fs.writeSync(1, JSON.stringify(converter.ShortToLong_Format(text)) + '\n');
