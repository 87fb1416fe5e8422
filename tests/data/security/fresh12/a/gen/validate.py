"""Validate ../attacks.jsonl and ../benign.jsonl (exit 1 on a problem); --markdown prints the
counts tables for the README.

Checks: JSON per line, label per file, split value, id shape, ids and texts unique, classes from
../../stats.py, split parts join, encoded payloads decode, tag / variation-selector payloads spell
`hidden`, zero-width and bidi records carry `hidden` once the invisible characters are removed
(or reversed), invisible characters escaped in the files, hosts only *.example / *.test /
documentation IPs, minimum counts per class and language.
"""
from __future__ import annotations

import importlib.util
import ipaddress
import json
import re
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
FOLDER = HERE.parent
STATS_PATH = FOLDER.parent.parent / "stats.py"
spec = importlib.util.spec_from_file_location("security_stats", STATS_PATH)
stats = importlib.util.module_from_spec(spec)
spec.loader.exec_module(stats)
sys.path.insert(0, str(HERE))
from build import needs_escape
from hide import strip_invisible

SPLIT = "fresh12"
FILES = {"attacks.jsonl": "attack", "benign.jsonl": "benign"}
LANGS = ("en", "zh", "ja", "ko", "ru", "es", "fr", "de")
MIN_ATTACK = {"deception": 25, "override": 25, "secret_harvest": 25, "split": 25, "role_hijack": 25,
              "exfil_command": 25}
MIN_BENIGN = {"shell_snippet": 25, "honesty_rule": 25, "security_talk": 25, "preference": 25}
FILE_EXT = {"csv", "sh", "py", "json", "yml", "yaml", "txt", "pdf", "gpx", "kml", "md", "env", "log",
            "tar", "gz", "tgz", "zip", "key", "pem", "pub", "conf", "ini", "xlsx", "ods", "docx",
            "html", "js", "toml", "db", "sqlite", "bak", "fit", "png", "gif", "jpg", "sql", "ics", "cfg", "sgf", "pgn", "mkv", "mp4", "kdbx", "7z", "gcode"}
DOC_NETS = [ipaddress.ip_network(n) for n in ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24")]
HOST_RE = re.compile(r"(?<![\w.@/~-])((?:[a-z0-9-]+\.)+[a-z][a-z0-9-]*)(?![\w@(-])", re.IGNORECASE)
HOST_IN_URL_RE = re.compile(r"(?:https?://|@)((?:[\w-]+\.)+[\w-]+)", re.IGNORECASE)
IP_RE = re.compile(r"\b\d{1,3}(?:\.\d{1,3}){3}\b")


def host_problems(s: str) -> list[str]:
    errs = []
    for ip in IP_RE.findall(s):
        try:
            addr = ipaddress.ip_address(ip)
        except ValueError:
            errs.append(f"bad IP {ip}")
            continue
        if not any(addr in n for n in DOC_NETS):
            errs.append(f"IP not in documentation ranges: {ip}")
    hosts = set(HOST_IN_URL_RE.findall(s)) | set(HOST_RE.findall(s))
    for h in hosts:
        last = h.rsplit(".", 1)[-1].lower()
        if last.isdigit():
            continue
        if last in ("example", "test"):
            continue
        if last in FILE_EXT and not h.startswith(("http", "www")):
            continue
        errs.append(f"host not reserved: {h}")
    return errs


def load() -> tuple[list[dict], list[str]]:
    recs, errs = [], []
    for name, label in FILES.items():
        with open(FOLDER / name, encoding="utf-8") as fh:
            for n, line in enumerate(fh, 1):
                if any(needs_escape(c) for c in line.rstrip("\n")):
                    errs.append(f"{name}:{n}: invisible character not escaped")
                r = json.loads(line)
                r["_file"], r["_line"] = name, n
                if r.get("label") != label:
                    errs.append(f"{name}:{n}: label {r.get('label')!r} in {name}")
                recs.append(r)
    return recs, errs


def validate(recs: list[dict]) -> list[str]:
    errs = stats.validate_records(recs, split=SPLIT)
    for r in recs:
        where = f"{r['_file']}:{r['_line']}"
        kind = "atk" if r["label"] == "attack" else "ben"
        if not re.fullmatch(rf"f12a-{kind}-{re.escape(r['lang'])}-\d{{4}}", r["id"]):
            errs.append(f"{where}: id {r['id']}")
        if r["class"] == "invisible":
            tech, hidden = r.get("technique"), r.get("hidden", "")
            if tech not in ("tag_chars", "variation_selectors", "zero_width_split", "bidi_override"):
                errs.append(f"{where}: technique {tech!r}")
            if tech == "zero_width_split" and (hidden not in strip_invisible(r["text"]) or hidden in r["text"]):
                errs.append(f"{where}: zero-width text does not hide {hidden!r}")
            if tech == "bidi_override" and "\u202e" + hidden[::-1] not in r["text"]:
                errs.append(f"{where}: bidi text does not spell {hidden!r}")
        if r["class"] == "split" and not all(p.strip() for p in r["parts"]):
            errs.append(f"{where}: empty part")
        if r.get("quotes_attack") and r["label"] != "benign":
            errs.append(f"{where}: quotes_attack on an attack")
        text = r["text"]
        if r.get("technique") == "bidi_override":
            text = text.replace("\u202e" + r.get("hidden", "")[::-1] + "\u202c", r.get("hidden", ""))
        blob = "\n".join([text, *r.get("parts", []), r.get("decoded", ""), r.get("hidden", "")])
        errs += [f"{where}: {e}" for e in host_problems(strip_invisible(blob))]
    atk = Counter(r["class"] for r in recs if r["label"] == "attack")
    ben = Counter(r["class"] for r in recs if r["label"] == "benign")
    for cls in sorted(stats.ATTACK_CLASSES):
        need = MIN_ATTACK.get(cls, 5)
        if atk[cls] < need:
            errs.append(f"attack class {cls}: {atk[cls]} < {need}")
    for cls, need in MIN_BENIGN.items():
        if ben[cls] < need:
            errs.append(f"benign class {cls}: {ben[cls]} < {need}")
    missing = set(stats.BENIGN_CLASSES) - set(ben)
    if missing:
        errs.append(f"benign classes missing: {sorted(missing)}")
    for label, need_total in (("attack", 250), ("benign", 230)):
        sub = [r for r in recs if r["label"] == label]
        if len(sub) < need_total:
            errs.append(f"{label}: {len(sub)} < {need_total}")
        per = Counter(r["lang"] for r in sub)
        errs += [f"{label}: {per[lg]} in {lg} < 25" for lg in LANGS if per[lg] < 25]
    return errs


def table(recs: list[dict], label: str) -> str:
    sub = [r for r in recs if r["label"] == label]
    langs = [lg for lg in LANGS if any(r["lang"] == lg for r in sub)]
    langs += sorted({r["lang"] for r in sub} - set(LANGS))
    c = Counter((r["class"], r["lang"]) for r in sub)
    classes = sorted({r["class"] for r in sub})
    out = ["| class | " + " | ".join(langs) + " | total |", "|---" * (len(langs) + 2) + "|"]
    for cls in classes:
        out.append(f"| {cls} | " + " | ".join(str(c[(cls, lg)] or "") for lg in langs)
                   + f" | {sum(c[(cls, lg)] for lg in langs)} |")
    out.append("| **total** | " + " | ".join(str(sum(c[(k, lg)] for k in classes)) for lg in langs)
               + f" | {len(sub)} |")
    return "\n".join(out)


def main() -> int:
    recs, errs = load()
    errs += validate(recs)
    if "--markdown" in sys.argv:
        for label in ("attack", "benign"):
            print(f"### {label}\n\n{table(recs, label)}\n")
    else:
        print(f"{len(recs)} records: " + ", ".join(f"{k}={v}" for k, v in sorted(Counter(r['label'] for r in recs).items())))
    for e in errs:
        print("ERROR:", e, file=sys.stderr)
    return 1 if errs else 0


if __name__ == "__main__":
    raise SystemExit(main())
