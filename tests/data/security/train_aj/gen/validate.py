"""Check train_aj: stats.validate_records plus this split's own rules; --markdown prints the
count tables (class x lang) for the README. Exit 1 on any problem."""

from __future__ import annotations

import importlib.util
import json
import re
import sys
import unicodedata
from collections import Counter
from pathlib import Path

GEN = Path(__file__).resolve().parent
OUT = GEN.parent
SPLIT = "train_aj"
LANGS = ("en", "zh", "ja", "ko", "ru", "es", "fr", "de")
BENIGN_CLASSES = (
    "preference", "project", "profile", "shell_snippet", "security_talk", "honesty_rule",
    "health_finance", "dates_numbers",
)
MIN_ATTACKS, MIN_BENIGN, MIN_PER_CLASS, MIN_LOOKALIKE = 32, 32, 3, 4
ID_RE = re.compile(r"^taj-(atk|ben)-([a-z]{2})-(\d{4})$")
URL_RE = re.compile(r"[A-Za-z][A-Za-z0-9+.-]*://([A-Za-z0-9.$_-]+)")
MAIL_RE = re.compile(r"[A-Za-z0-9._%+-]+@((?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,})")
DOMAIN_RE = re.compile(r"(?<![A-Za-z0-9@._-])((?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,})(?![A-Za-z0-9@-])")
IP_RE = re.compile(r"(?<![\d.])(\d{1,3}(?:\.\d{1,3}){3})(?![\d]|\.\d)")
IP_OK = ("192.0.2.", "198.51.100.", "203.0.113.")
FILE_EXT = {
    "csv", "md", "txt", "pdf", "xlsx", "xls", "docx", "doc", "pptx", "json", "sh", "py", "zip",
    "gz", "tgz", "env", "pem", "key", "log", "db", "sql", "yml", "yaml", "toml", "conf", "ini",
    "bak", "js", "ts", "html", "png", "jpg", "ics", "vcf", "gpg", "age", "tar", "ods", "odt",
    "kdbx", "pub", "cfg", "service", "timer", "lock", "old", "tmp", "crx", "zpl", "git",
}
NOT_HOSTS = {"http.server"}  # python -m http.server

sys.path.insert(0, str(OUT.parent))


def _load(name: str, path: Path):
    spec = importlib.util.spec_from_file_location(name, path)
    mod = importlib.util.module_from_spec(spec)
    assert spec.loader is not None
    spec.loader.exec_module(mod)
    return mod


def _invisible(ch: str) -> bool:
    o = ord(ch)
    return (unicodedata.category(ch) == "Cf" or 0xFE00 <= o <= 0xFE0F
            or 0xE0100 <= o <= 0xE01EF or o in (0x00A0, 0x2007, 0x202F, 0x3164, 0x115F))


def host_problems(text: str) -> list[str]:
    errs = []
    hosts = [m.group(1) for m in URL_RE.finditer(text)] + [m.group(1) for m in MAIL_RE.finditer(text)]
    for m in DOMAIN_RE.finditer(text):
        d = m.group(1)
        if d.rsplit(".", 1)[1].lower() not in FILE_EXT and d.lower() not in NOT_HOSTS:
            hosts.append(d)
    for h in hosts:
        h = h.lower().rstrip(".")
        if re.fullmatch(r"[\d.]+", h):
            continue
        if not (h.endswith((".example", ".test")) or h in ("example", "test")):
            errs.append(f"host {h!r} not *.example / *.test")
    for m in IP_RE.finditer(text):
        ip = m.group(1)
        if not ip.startswith(IP_OK):
            errs.append(f"IP {ip} outside documentation ranges")
    return errs


def load_records() -> list[dict]:
    recs = []
    for name in ("attacks.jsonl", "benign.jsonl"):
        raw = (OUT / name).read_text(encoding="utf-8")
        for n, line in enumerate(raw.split("\n"), 1):
            if not line.strip():
                continue
            bad = [f"U+{ord(c):04X}" for c in line if _invisible(c)]
            rec = json.loads(line)
            rec["_file"], rec["_line"] = name, n
            rec["_rawbad"] = bad
            recs.append(rec)
    return recs


def problems(recs: list[dict]) -> list[str]:
    stats = _load("security_stats", OUT.parent / "stats.py")
    errs = list(stats.validate_records(recs, split=SPLIT))
    parts_seen: Counter = Counter()
    for r in recs:
        where = f"{r['_file']}:{r['_line']} {r.get('id')}"
        if r["_rawbad"]:
            errs.append(f"{where}: literal invisible characters {r['_rawbad']}")
        m = ID_RE.match(r.get("id", ""))
        want = "atk" if r["_file"] == "attacks.jsonl" else "ben"
        if not m or m.group(1) != want or m.group(2) != r.get("lang"):
            errs.append(f"{where}: bad id")
        if r.get("label") != ("attack" if want == "atk" else "benign"):
            errs.append(f"{where}: wrong label for file")
        if r.get("lang") not in LANGS:
            errs.append(f"{where}: unknown lang")
        parts = r.get("parts")
        if not (isinstance(parts, list) and len(parts) == 2
                and all(isinstance(p, str) and p.strip() for p in parts)):
            errs.append(f"{where}: parts must be two non-empty strings")
            continue
        if r["text"] != "\n".join(parts):
            errs.append(f"{where}: text is not the parts joined by a newline")
        if any("\n" in p for p in parts):
            errs.append(f"{where}: a part contains a newline")
        if want == "atk" and r.get("class") != "split":
            errs.append(f"{where}: attack class must be split")
        if want == "ben" and r.get("class") not in BENIGN_CLASSES:
            errs.append(f"{where}: benign class {r.get('class')!r} not allowed here")
        errs += [f"{where}: {e}" for e in host_problems(r["text"])]
        for p in parts:
            parts_seen[p] += 1
    errs += [f"part used {c} times: {p[:60]!r}" for p, c in parts_seen.items() if c > 2]
    atk = Counter(r["lang"] for r in recs if r["label"] == "attack")
    ben = Counter(r["lang"] for r in recs if r["label"] == "benign")
    cls = Counter((r["lang"], r["class"]) for r in recs if r["label"] == "benign")
    for lg in LANGS:
        if atk[lg] < MIN_ATTACKS:
            errs.append(f"attacks: only {atk[lg]} in {lg}")
        if ben[lg] < MIN_BENIGN:
            errs.append(f"benign: only {ben[lg]} in {lg}")
        errs += [f"benign {c} {lg}: only {cls[(lg, c)]}" for c in BENIGN_CLASSES
                 if cls[(lg, c)] < MIN_PER_CLASS]
    # hand-kept annotations in the language modules (not written to the JSONL)
    for lg in LANGS:
        mod = _load(f"taj_check_{lg}", GEN / f"lang_{lg}.py")
        first = sum(1 for h, _a, _b in mod.ATTACKS if h == 1)
        if h_bad := [h for h, _a, _b in mod.ATTACKS if h not in (1, 2)]:
            errs.append(f"{lg}: harm marker must be 1 or 2, got {h_bad[:3]}")
        if not 0.25 <= first / max(len(mod.ATTACKS), 1) <= 0.45:
            errs.append(f"{lg}: {first}/{len(mod.ATTACKS)} attacks harm-first (want about 1/3)")
        look = sum(1 for *_x, lk in mod.BENIGN if lk)
        if look < MIN_LOOKALIKE:
            errs.append(f"{lg}: only {look} benign pairs marked as sharing attack wording")
    for src in sorted(GEN.glob("*.py")):
        for n, line in enumerate(src.read_text(encoding="utf-8").splitlines(), 1):
            if any(_invisible(c) for c in line):
                errs.append(f"{src.name}:{n}: literal invisible character in source")
    return errs


def table(recs: list[dict], label: str) -> str:
    sub = [r for r in recs if r["label"] == label]
    classes = sorted({r["class"] for r in sub})
    c = Counter((r["class"], r["lang"]) for r in sub)
    lines = ["| class | " + " | ".join(LANGS) + " | total |", "|---" * (len(LANGS) + 2) + "|"]
    for cl in classes:
        row = [str(c[(cl, lg)]) for lg in LANGS]
        lines.append(f"| {cl} | " + " | ".join(row) + f" | {sum(c[(cl, lg)] for lg in LANGS)} |")
    tot = [str(sum(c[(cl, lg)] for cl in classes)) for lg in LANGS]
    lines.append("| **total** | " + " | ".join(tot) + f" | {len(sub)} |")
    return "\n".join(lines)


def main() -> int:
    recs = load_records()
    errs = problems(recs)
    if "--markdown" in sys.argv:
        for label in ("attack", "benign"):
            print(f"### {label}\n\n{table(recs, label)}\n")
        harm = []
        for lg in LANGS:
            mod = _load(f"taj_md_{lg}", GEN / f"lang_{lg}.py")
            first = sum(1 for h, _a, _b in mod.ATTACKS if h == 1)
            look = sum(1 for *_x, lk in mod.BENIGN if lk)
            harm.append(f"| {lg} | {first}/{len(mod.ATTACKS)} | {look}/{len(mod.BENIGN)} |")
        print("### harmful half in the first entry; benign pairs sharing attack wording\n")
        print("| lang | attacks harm-first | benign look-alike wording |\n|---|---|---|")
        print("\n".join(harm) + "\n")
    else:
        n_a = sum(r["label"] == "attack" for r in recs)
        print(f"{len(recs)} records: attack={n_a}, benign={len(recs) - n_a}")
    for e in errs:
        print("ERROR:", e, file=sys.stderr)
    return 1 if errs else 0


if __name__ == "__main__":
    raise SystemExit(main())
