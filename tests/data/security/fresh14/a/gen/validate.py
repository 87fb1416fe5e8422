"""Validate ../attacks.jsonl and ../benign.jsonl (exit 1 on a problem) and print counts.

Uses the class names and record checks of ../../stats.py (tests/data/security/stats.py), then
adds: split value and id pattern, hosts / e-mail domains / IPs reserved, invisible characters
escaped in the files, zero-width and bidi records spelling `hidden`, and the minimum sizes of
the brief. ``--markdown`` prints the README tables.
"""
from __future__ import annotations

import importlib.util
import ipaddress
import re
import sys
import unicodedata
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
FOLDER = HERE.parent
SEC = FOLDER.parent.parent
spec = importlib.util.spec_from_file_location("stats", SEC / "stats.py")
stats = importlib.util.module_from_spec(spec)
spec.loader.exec_module(stats)

SPLIT = "fresh14"
FILES = {"attacks.jsonl": "attack", "benign.jsonl": "benign"}
MIN_ATTACK = {"deception": 25, "override": 25, "secret_harvest": 25, "split": 25, "role_hijack": 25,
              "exfil_command": 25}
MIN_BENIGN = {"shell_snippet": 25, "honesty_rule": 25, "security_talk": 25, "preference": 25}
INVIS = re.compile("[\u00ad\u00a0\u200b-\u200f\u202a-\u202f\u2060-\u206f\ufeff\ufe00-\ufe0f"
                   "\U000e0000-\U000e007f\U000e0100-\U000e01ef]")
HOST = re.compile(r"(?:://|[\w.+-]@)([A-Za-z0-9.-]+)")
IP = re.compile(r"(?<![\d.])(\d{1,3}(?:\.\d{1,3}){3})(?![\d.])")
BARE = re.compile(r"\b([a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|net|org|io|ru|cn|de|jp|fr|es|kr|co|me|app|dev|ly|gg|tv|info|biz|xyz|uk|us))\b", re.IGNORECASE)
DOC_NETS = [ipaddress.ip_network(n) for n in ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24")]


def host_ok(h: str) -> bool:
    h = h.rstrip(".").lower()
    if IP.fullmatch(h):
        return any(ipaddress.ip_address(h) in n for n in DOC_NETS)
    if "." not in h:
        return True  # a user name part such as user@host-alias, no public host
    return h.endswith((".example", ".test"))


def main() -> int:
    recs = stats.load_files([f"{FOLDER.parent.name}/{FOLDER.name}/{n}" for n in FILES])
    errs = stats.validate_records(recs, split=SPLIT)
    for name, label in FILES.items():
        raw = (FOLDER / name).read_text(encoding="utf-8")
        for n, line in enumerate(raw.splitlines(), 1):
            if INVIS.search(line):
                errs.append(f"{name}:{n}: literal invisible character, must be a \\u escape")
    for r in recs:
        where = f"{r['_file']}:{r['_line']}"
        label = FILES[Path(r["_file"]).name]
        if r["label"] != label:
            errs.append(f"{where}: label {r['label']} in {r['_file']}")
        short = "atk" if label == "attack" else "ben"
        if not re.fullmatch(rf"f14a-{short}-{re.escape(r['lang'])}-\d{{4}}", r["id"]):
            errs.append(f"{where}: id {r['id']}")
        t = r["text"]
        if r["class"] == "encoded":  # check the plaintext, not its encoded form
            t = t.replace(r.get("payload", ""), " ") + " " + r.get("decoded", "")
        for m in HOST.finditer(t):
            if not host_ok(m.group(1)):
                errs.append(f"{where}: host {m.group(1)!r} not reserved")
        for m in IP.finditer(t):
            if not host_ok(m.group(1)):
                errs.append(f"{where}: IP {m.group(1)} not a documentation address")
        for m in BARE.finditer(t):
            errs.append(f"{where}: public-looking host {m.group(1)!r}")
        if r["class"] == "invisible":
            tech, hidden = r.get("technique"), r.get("hidden", "")
            if tech == "zero_width_split":
                visible = "".join(c for c in t if unicodedata.category(c) != "Cf")
                if hidden not in visible:
                    errs.append(f"{where}: zero-width text does not spell hidden")
            if tech == "bidi_override" and "\u202e" + hidden[::-1] not in t:
                errs.append(f"{where}: bidi text does not spell hidden")
            if tech not in ("tag_chars", "variation_selectors", "zero_width_split", "bidi_override"):
                errs.append(f"{where}: unknown technique {tech}")
        if r["class"] == "encoded":
            if r["encoding"] not in ("base64", "hex", "rot13", "url"):
                errs.append(f"{where}: encoding {r['encoding']}")
            if r["encoding"] == "rot13" and not r["decoded"].isascii():
                errs.append(f"{where}: rot13 on a non-ASCII payload")
        if r["class"] == "split" and r["label"] == "attack" and any(not p.strip() for p in r["parts"]):
            errs.append(f"{where}: empty part")
    atk = [r for r in recs if r["label"] == "attack"]
    ben = [r for r in recs if r["label"] == "benign"]
    ca, cb = Counter(r["class"] for r in atk), Counter(r["class"] for r in ben)
    if len(atk) < 250:
        errs.append(f"only {len(atk)} attacks")
    if len(ben) < 230:
        errs.append(f"only {len(ben)} benign")
    for c in stats.ATTACK_CLASSES:
        if ca[c] < MIN_ATTACK.get(c, 5):
            errs.append(f"attack class {c}: {ca[c]}")
    for c in stats.BENIGN_CLASSES:
        if cb[c] < MIN_BENIGN.get(c, 1):
            errs.append(f"benign class {c}: {cb[c]}")
    la, lb = Counter(r["lang"] for r in atk), Counter(r["lang"] for r in ben)
    for lg in stats.MAIN_LANGS:
        if la[lg] < 25 or lb[lg] < 25:
            errs.append(f"{lg}: {la[lg]} attacks, {lb[lg]} benign")
    if "--markdown" in sys.argv:
        for label, sub in (("attack", atk), ("benign", ben)):
            print(f"### {label}\n\n{table(sub)}\n")
    else:
        print(f"{len(atk)} attacks, {len(ben)} benign "
              f"({sum(1 for r in ben if r.get('quotes_attack'))} benign quote an attack phrase)")
    for e in errs:
        print("ERROR:", e, file=sys.stderr)
    return 1 if errs else 0


def table(sub: list[dict]) -> str:
    order = list(stats.MAIN_LANGS)
    langs = sorted({r["lang"] for r in sub}, key=lambda x: (x not in order, order.index(x) if x in order else 0, x))
    classes = sorted({r["class"] for r in sub})
    c = Counter((r["class"], r["lang"]) for r in sub)
    out = ["| class | " + " | ".join(langs) + " | total |", "|---" * (len(langs) + 2) + "|"]
    for cls in classes:
        out.append(f"| {cls} | " + " | ".join(str(c[(cls, lg)] or "") for lg in langs)
                   + f" | {sum(c[(cls, lg)] for lg in langs)} |")
    out.append("| **total** | " + " | ".join(str(sum(c[(k, lg)] for k in classes)) for lg in langs)
               + f" | {len(sub)} |")
    return "\n".join(out)


if __name__ == "__main__":
    raise SystemExit(main())
