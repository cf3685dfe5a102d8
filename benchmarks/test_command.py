"""How long the README's test command takes, step by step: the README's figures for ``./test.sh``.

Runs ``./test.sh`` once (with ``.venv`` in place, as a maintainer runs it) and records how long each
of its steps took (it prints ``== <step> ok in N s`` as each ends; the browser step runs in the
background, alongside the engine tests and the notebooks, so the steps' seconds add up to more than
the whole run), the whole run, and the summary line. It prints a table and writes ``benchmarks/results/test_command.json``
(``tests/test_readme.py`` checks that the README quotes that file). Run it from the project root,
on an otherwise idle machine::

    python benchmarks/test_command.py

The test command's own output goes to ``/tmp/test-command-benchmark.log``.
"""

from __future__ import annotations

import json
import os
import platform
import re
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
RESULTS = ROOT / "benchmarks" / "results" / "test_command.json"
LOG = Path("/tmp/test-command-benchmark.log")
STEP = re.compile(r"^== (\w+): ")
STEP_END = re.compile(r"^== (\w+) (?:ok|FAILED) in (\d+) s$")
SUMMARY = re.compile(r"^test summary: .*$")


def main() -> int:
    started = time.perf_counter()
    steps: list[tuple[str, float]] = []
    seconds: dict[str, int] = {}
    summary = ""
    with open(LOG, "w", encoding="utf-8") as log:
        process = subprocess.Popen(
            ["./test.sh"],
            cwd=ROOT,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
            bufsize=1,
            # tests/test_readme.py then leaves out its check of the figures this run is measuring
            env=os.environ | {"RULES_BOOK_MEASURING": "test_command"},
        )
        assert process.stdout is not None
        for line in process.stdout:
            log.write(line)
            log.flush()
            now = time.perf_counter() - started
            if match := STEP.match(line):
                steps.append((match.group(1), now))
                print(f"{now:7.1f} s  {match.group(1)} started", flush=True)
            elif match := STEP_END.match(line):
                seconds[match.group(1)] = int(match.group(2))
                print(f"{now:7.1f} s  {match.group(1)} ended, after {match.group(2)} s", flush=True)
            elif SUMMARY.match(line):
                summary = line.strip()
        status = process.wait()
    total = time.perf_counter() - started
    setup = round(steps[0][1]) if steps else round(total)
    result = {
        "what": "one run of ./test.sh with .venv in place: each step's seconds (the browser step runs alongside pytest and the notebooks) and the whole run's",
        "command": "python benchmarks/test_command.py",
        "when": time.strftime("%Y-%m-%d"),
        "machine": {"cores": os.cpu_count(), "python": platform.python_version(), "load_average_after": round(os.getloadavg()[0], 1)},
        "passed": status == 0,
        "summary_line": summary,
        "total_seconds": round(total),
        "setup_seconds": setup,
        "step_seconds": seconds,
    }
    print(json.dumps({key: result[key] for key in ("passed", "total_seconds", "step_seconds")}, indent=2))
    if status != 0:
        print(f"test_command: ./test.sh failed (status {status}): see {LOG}; nothing written", file=sys.stderr)
        return 1
    RESULTS.parent.mkdir(exist_ok=True)
    RESULTS.write_text(json.dumps(result, indent=2) + "\n", encoding="utf-8")
    print(f"written to {RESULTS.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
