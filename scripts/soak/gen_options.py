"""setoption (valid and invalid), debug, uci/uici/help, stop while idle."""

from checks import one_line, silent
from positions import VARIANTS
from protocol import BAD_OPTIONS, VERBS


class OptionRequests:
    def g_setoption(self):
        rng = self.rng
        x = rng.random()
        if x < 0.25:
            value = rng.choice(["site", "seed"])
            name, shown = "Dialect", rng.choice([value, value.upper()])

            def apply():
                self.dialect = value
        elif x < 0.4:
            value = rng.randint(0, 100)
            name, shown = "Seed", str(value)

            def apply():
                self.seed = value
        elif x < 0.6:
            value = rng.choice([0, 0, 3, 8])
            name, shown = "SlideLimit", str(value)

            def apply():
                self.slide = value
        elif x < 0.75:
            value = rng.choice(VARIANTS)
            name, shown = "UCI_Variant", value

            def apply():
                self.variant = value
        elif x < 0.9 and not self.job_in_batch:
            value = rng.choice([1024, 4096, 65536, 67108864])
            name, shown = "MaxLineBytes", str(value)

            def apply():
                self.limit = value
        else:
            value = rng.choice(["/dev/null", "<empty>"])
            name, shown = "Debug Log File", value

            def apply():
                pass
        spelled = rng.choice([name, name.lower(), name.upper()])
        line = "setoption name %s value %s" % (spelled, shown)
        # debug on echoes the value as the option keeps it (combo values in their declared case)
        check = one_line("info string option %s = %s" % (name, value)) if self.debug else silent
        return [self.req(line, "setoption", check, apply)]

    def g_bad_option(self):
        line, expected = self.rng.choice(BAD_OPTIONS)
        return [self.simple(line, "setoption_bad", expected)]

    def g_debug(self):
        on = not self.debug

        def apply():
            self.debug = on
        if on:
            return [self.req("debug on", "debug", one_line("info string debug on"), apply)]
        return [self.req("debug off", "debug", silent, apply)]

    def g_uci_help(self):
        verb = self.rng.choice(["uci", "uici", "help"])

        def check(r, verb=verb):
            got = []
            end = {"uci": "uciok", "uici": "uiciok"}.get(verb)
            while True:
                if end is None and (r.peek() is None or not r.peek().startswith("help ")):
                    break
                line = r.take()
                if line is None:
                    return "the %s block" % verb
                got.append(line)
                if line == end:
                    break
            if verb == "help" and [g.split(" ")[1] for g in got] != VERBS:
                return "help lines for " + " ".join(VERBS)
            return self.learn(("stateless", verb), "\n".join(got[:-1] if end else got))
        return [self.req(verb, verb, check)]

    def g_stop_idle(self):
        if self.job_in_batch:
            return self.g_isready()
        return [self.req("stop", "stop", silent)]
