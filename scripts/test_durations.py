#!/usr/bin/env python3
"""Write tests/durations.json from a whole test run's JUnit report: the seconds each test
module took (its tests' times summed, setup and teardown included), which
tests/longest_first.py uses to start the longest modules first.

    pytest -n 2 --junitxml=/tmp/junit.xml && scripts/test_durations.py /tmp/junit.xml
"""

import json
import sys
import xml.etree.ElementTree as ET
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# Modules under a second are left out: the file only has to rank the long ones.
SHORTEST_KEPT = 1.0


def module_seconds(junit: Path) -> dict[str, float]:
    seconds: Counter[str] = Counter()
    for case in ET.parse(junit).iter("testcase"):
        dotted = case.get("classname") or ""
        parts = [part for part in dotted.split(".") if part]
        # "tests.browser.test_story" or "tests.x.test_y.TestClass": the module is the
        # longest prefix that names a file.
        for end in range(len(parts), 0, -1):
            path = Path(*parts[:end]).with_suffix(".py")
            if (ROOT / path).is_file():
                seconds[path.as_posix()] += float(case.get("time") or 0)
                break
    return {
        module: round(took, 1)
        for module, took in sorted(seconds.items(), key=lambda pair: -pair[1])
        if took >= SHORTEST_KEPT
    }


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    out = ROOT / "tests" / "durations.json"
    out.write_text(json.dumps(module_seconds(Path(argv[1])), indent=1) + "\n")
    print(f"{out.relative_to(ROOT)}: written")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
