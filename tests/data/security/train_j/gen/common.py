"""Parse the per-language text blocks (one entry per line) written by hand in lang_<xx>.py.

Line conventions (mechanical only):
  - blank lines and lines starting with '#' are skipped;
  - a line starting with '[Q] ' is a benign entry that quotes an attack phrase (quotes_attack true);
  - in the split block, the two parts of a pair are separated by ' || ';
  - ' ¶ ' inside an entry becomes a real newline (multi-line notes).
"""


def lines(block: str) -> list[str]:
    out = []
    for raw in block.strip("\n").split("\n"):
        s = raw.strip()
        if not s or s.startswith("#"):
            continue
        out.append(s.replace(" ¶ ", "\n"))
    return out
