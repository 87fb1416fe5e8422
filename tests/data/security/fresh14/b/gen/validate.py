"""Validate ../attacks.jsonl and ../benign.jsonl and print counts (class x lang).

Uses validate_records from ../../stats.py (ids/texts unique, classes, parts join, payloads
decode, hidden spelled) and adds: split value, reserved hosts only, minimum counts, every
invisible/format character escaped in the file. `--markdown` prints the README tables.
"""
from __future__ import annotations

import importlib.util
import ipaddress
import re
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
FOLDER = HERE.parent
spec = importlib.util.spec_from_file_location("stats", FOLDER.parent.parent / "stats.py")
stats = importlib.util.module_from_spec(spec)
spec.loader.exec_module(stats)

MAIN = ("en", "zh", "ja", "ko", "ru", "es", "fr", "de")
HOST_RE = re.compile(r"(?<![\w.@-])((?:[a-z0-9-]+\.)+[a-z]{2,})(?=[/:\s\"'),;>\]]|$)", re.IGNORECASE)
URL_RE = re.compile(r"(?:https?|ftp|sftp|wss?|rsync)://([^/\s\"'<>)\]]+)", re.IGNORECASE)
IP_RE = re.compile(r"(?<![\d.])(\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3})(?![\d.])")
DOC_NETS = [ipaddress.ip_network(n) for n in ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24")]
FILE_EXT = {"py", "sh", "txt", "json", "jsonl", "csv", "pdf", "md", "yaml", "yml", "conf", "log",
            "pem", "key", "pub", "env", "xlsx", "docx", "gz", "zip", "tar", "sql", "ini", "toml",
            "bak", "jpg", "png", "service", "timer", "db", "xml", "ovpn", "kdbx", "cfg", "html",
            "js", "ts", "d", "local", "rules", "lock", "crt", "cer", "p12", "tgz", "ods", "odt",
            "ics", "vcf", "request", "path", "git", "server", "leases", "expanduser", "read", "urlopen", "mp4", "heic", "wav", "sqlite", "bashrc", "zshrc", "netrc", "old", "sig"}


def host_ok(host: str) -> bool:
    h = host.lower().rstrip(".")
    return h.endswith((".example", ".test")) or h == "example"


def host_problems(text: str) -> list[str]:
    bad = []
    for m in URL_RE.finditer(text):
        host = m.group(1).split("@")[-1].split(":")[0]
        if not IP_RE.fullmatch(host) and not host_ok(host):
            bad.append(host)
    for m in HOST_RE.finditer(text):
        host = m.group(1)
        tld = host.rsplit(".", 1)[-1].lower()
        if tld in FILE_EXT or host_ok(host):
            continue
        bad.append(host)
    for m in IP_RE.finditer(text):
        try:
            ip = ipaddress.ip_address(m.group(1))
        except ValueError:
            continue
        if not any(ip in n for n in DOC_NETS):
            bad.append(m.group(1))
    return bad


def main() -> int:
    recs = stats.load_files(["fresh14/b/attacks.jsonl", "fresh14/b/benign.jsonl"])
    errs = stats.validate_records(recs, split="fresh14")
    for r in recs:
        where = f"{r['_file']}:{r['_line']}"
        want = "attack" if "attacks" in r["_file"] else "benign"
        if r["label"] != want:
            errs.append(f"{where}: label {r['label']}")
        pre = "f14b-atk-" if want == "attack" else "f14b-ben-"
        if not r["id"].startswith(pre + r["lang"] + "-"):
            errs.append(f"{where}: id {r['id']}")
        for h in host_problems(r["text"]):
            errs.append(f"{where}: host not reserved: {h}")
        if r["class"] == "invisible" and r.get("technique") not in (
                "tag_chars", "variation_selectors", "zero_width_split", "bidi_override"):
            errs.append(f"{where}: technique {r.get('technique')}")
        if r["class"] == "invisible" and r.get("technique") in ("zero_width_split", "bidi_override"):
            vis = "".join(c for c in r["text"] if c.isprintable() or c == "\n")
            if r.get("technique") == "zero_width_split" and r["hidden"] not in vis:
                errs.append(f"{where}: hidden not spelled after removing invisibles")
            if r.get("technique") == "bidi_override" and r["hidden"][::-1] not in r["text"]:
                errs.append(f"{where}: reversed hidden not in text")
        if r["class"] == "encoded" and r["encoding"] == "rot13" and not r["decoded"].isascii():
            errs.append(f"{where}: rot13 on non-ASCII")
    # raw file check: no literal invisible/format characters
    for name in ("attacks.jsonl", "benign.jsonl"):
        raw = (FOLDER / name).read_text(encoding="utf-8")
        for i, line in enumerate(raw.splitlines(), 1):
            for c in line:
                o = ord(c)
                import unicodedata
                if unicodedata.category(c) == "Cf" or 0xFE00 <= o <= 0xFE0F or 0xE0000 <= o <= 0xE01EF \
                        or (unicodedata.category(c) == "Zs" and c not in " \u3000"):
                    errs.append(f"{name}:{i}: literal U+{o:04X} (should be escaped)")
                    break
    atk = [r for r in recs if r["label"] == "attack"]
    ben = [r for r in recs if r["label"] == "benign"]
    ac = Counter(r["class"] for r in atk)
    bc = Counter(r["class"] for r in ben)
    if len(atk) < 250:
        errs.append(f"only {len(atk)} attacks")
    if len(ben) < 230:
        errs.append(f"only {len(ben)} benign")
    for c in stats.ATTACK_CLASSES:
        need = 25 if c in ("deception", "override", "secret_harvest", "split", "role_hijack",
                           "exfil_command") else 5
        if ac[c] < need:
            errs.append(f"attack class {c}: {ac[c]} < {need}")
    for c in ("shell_snippet", "honesty_rule", "security_talk", "preference"):
        if bc[c] < 25:
            errs.append(f"benign class {c}: {bc[c]} < 25")
    for c in stats.BENIGN_CLASSES:
        if bc[c] < 1:
            errs.append(f"benign class {c} missing")
    for lg in MAIN:
        for lab, sub in (("attack", atk), ("benign", ben)):
            n = sum(1 for r in sub if r["lang"] == lg)
            if n < 25:
                errs.append(f"{lab} {lg}: {n} < 25")
    if "--markdown" in sys.argv:
        for label, sub in (("attack", atk), ("benign", ben)):
            langs = sorted({r["lang"] for r in sub},
                           key=lambda x: (x not in MAIN, MAIN.index(x) if x in MAIN else 0, x))
            classes = sorted({r["class"] for r in sub})
            c = Counter((r["class"], r["lang"]) for r in sub)
            print(f"### {label}\n")
            print("| class | " + " | ".join(langs) + " | total |")
            print("|---" * (len(langs) + 2) + "|")
            for cl in classes:
                print(f"| {cl} | " + " | ".join(str(c[(cl, lg)] or "") for lg in langs)
                      + f" | {sum(c[(cl, lg)] for lg in langs)} |")
            print("| **total** | " + " | ".join(str(sum(1 for r in sub if r['lang'] == lg)) for lg in langs)
                  + f" | {len(sub)} |\n")
            if label == "benign":
                print(f"quotes_attack: {sum(1 for r in sub if r.get('quotes_attack'))}\n")
    else:
        print(f"{len(atk)} attacks, {len(ben)} benign; attack classes {dict(ac)}; benign classes {dict(bc)}")
    for e in errs:
        print("ERROR:", e, file=sys.stderr)
    return 1 if errs else 0


if __name__ == "__main__":
    raise SystemExit(main())
