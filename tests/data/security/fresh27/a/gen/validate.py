"""Validate fresh27/a: stats.validate_records(..., split="fresh27") plus this folder's own
checks (counts per class x lang, ids, pairs, escapes, hosts).  ``--markdown`` prints the
class x lang tables.  Exit 1 on any problem."""

from __future__ import annotations

import importlib.util
import ipaddress
import json
import re
import sys
from collections import Counter
from pathlib import Path

GEN = Path(__file__).resolve().parent
HERE = GEN.parent
SECURITY = HERE.parent.parent
sys.dont_write_bytecode = True  # write nothing outside this folder
sys.path.insert(0, str(SECURITY))
import stats


def _load(name: str):
    spec = importlib.util.spec_from_file_location(name, GEN / f"{name}.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


build = _load("build")
hide = _load("hide")

SPLIT = "fresh27"
MAIN = ("en", "zh", "ja", "ko", "ru", "es", "fr", "de")
OTHER = ("ar", "he", "fa", "ur", "hi", "th", "km")
FILES = {"attacks.jsonl": "attack", "benign.jsonl": "benign"}
ATK_FIXED = {"deception": 4, "override": 4, "role_hijack": 4, "secret_harvest": 4, "split": 4,
             "exfil_command": 4, "encoded": 2}
ATK_SPREAD = ("exfil_markdown", "frame_forgery", "invisible", "persistence")
BEN_FIXED = {"preference": 4, "honesty_rule": 4, "security_talk": 4, "shell_snippet": 4,
             "project": 3, "profile": 2, "dates_numbers": 2, "health_finance": 2,
             "multilingual_mix": 2, "emoji": 1, "word_processor": 1}
BEN_OTHER = {("rtl", "ar"): 2, ("rtl", "he"): 2, ("script_joiners", "fa"): 2,
             ("script_joiners", "ur"): 1, ("script_joiners", "hi"): 1,
             ("script_joiners", "th"): 1, ("script_joiners", "km"): 1}
ALLOWED_KEYS = {"id", "label", "class", "lang", "split", "text", "parts", "encoding", "payload",
                "decoded", "technique", "hidden", "quotes_attack"}
DOC_NETS = [ipaddress.ip_network(n) for n in ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24")]
LAN_NETS = [ipaddress.ip_network(n) for n in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16")]
FILE_EXT = {
    "sh", "py", "txt", "md", "json", "jsonl", "yaml", "yml", "gz", "tar", "tgz", "zip", "csv",
    "pdf", "log", "conf", "env", "pem", "pub", "key", "service", "docx", "xlsx", "xls", "jpg",
    "jpeg", "png", "gif", "toml", "ini", "sql", "html", "js", "php", "db", "sqlite", "bak",
    "mp4", "mkv", "mov", "wav", "mp3", "xml", "ods", "odt", "kdm", "cfg", "d", "timer", "lock",
    "bashrc", "zshrc", "profile", "kdbx", "ics", "vcf", "age", "gpg", "asc", "crt", "p12", "zst",
}
DOMAIN_RE = re.compile(r"(?<![A-Za-z0-9.\-])(?:[A-Za-z0-9](?:[A-Za-z0-9\-]*[A-Za-z0-9])?\.)+"
                       r"[A-Za-z][A-Za-z0-9\-]*[A-Za-z0-9]")
IP_RE = re.compile(r"(?<![\d.])\d{1,3}(?:\.\d{1,3}){3}(?![\d])")
# tokens that look like host names but are not (a Python module name)
NOT_HOSTS = {"http.server"}
ID_RE = re.compile(r"^f27a-(atk|ben)-([a-z]{2})-(\d{4})$")


def load() -> list[dict]:
    recs = []
    for name in FILES:
        raw = (HERE / name).read_text(encoding="utf-8")
        for n, line in enumerate(raw.split("\n"), 1):
            if not line:
                continue
            rec = json.loads(line)
            rec["_file"], rec["_line"], rec["_raw"] = name, n, line
            recs.append(rec)
    return recs


def host_problems(rec: dict, where: str) -> list[str]:
    errs = []
    text = rec.get("text", "")
    if rec.get("encoding") == "rot13" and rec.get("payload"):
        text = text.replace(rec["payload"], " ")  # checked through "decoded" instead
    fields = [text, rec.get("decoded", ""), rec.get("hidden", "")]
    for s in fields:
        for m in DOMAIN_RE.finditer(s):
            tok = m.group(0).lower()
            last = tok.rsplit(".", 1)[-1]
            if last in ("example", "test") or last in FILE_EXT or m.group(0) in NOT_HOSTS:
                continue
            if s[m.end():m.end() + 1] == "@":  # local part of an e-mail address
                continue
            errs.append(f"{where}: host-like token {m.group(0)!r}")
        for m in IP_RE.finditer(s):
            try:
                ip = ipaddress.ip_address(m.group(0))
            except ValueError:
                continue
            if any(ip in n for n in DOC_NETS):
                continue
            if (rec["label"] == "benign" and rec["class"] == "shell_snippet"
                    and any(ip in n for n in LAN_NETS)):
                continue
            errs.append(f"{where}: IP address {m.group(0)} not allowed here")
    return errs


def own_checks(recs: list[dict]) -> list[str]:
    errs: list[str] = []
    per_id: dict[tuple, list[int]] = {}
    for r in recs:
        where = f"{r['_file']}:{r['_line']} {r.get('id')}"
        extra = set(r) - ALLOWED_KEYS - {"_file", "_line", "_raw"}
        if extra:
            errs.append(f"{where}: unexpected keys {sorted(extra)}")
        if r["label"] != FILES[r["_file"]]:
            errs.append(f"{where}: label {r['label']} in {r['_file']}")
        m = ID_RE.match(r["id"])
        if not m:
            errs.append(f"{where}: bad id")
        else:
            want = "atk" if r["label"] == "attack" else "ben"
            if m.group(1) != want or m.group(2) != r["lang"]:
                errs.append(f"{where}: id does not match label/lang")
            per_id.setdefault((m.group(1), m.group(2)), []).append(int(m.group(3)))
        if r["lang"] not in MAIN + OTHER:
            errs.append(f"{where}: unexpected lang {r['lang']}")
        bad = sorted({f"U+{ord(c):04X}" for c in r["_raw"] if build.must_escape(c)})
        if bad:
            errs.append(f"{where}: literal invisible characters {bad}")
        if "parts" in r:
            p = r["parts"]
            if not (isinstance(p, list) and len(p) == 2 and all(isinstance(x, str) and x.strip() for x in p)
                    and "\n".join(p) == r["text"]):
                errs.append(f"{where}: parts do not join to text")
        if r["class"] == "split" and "parts" not in r:
            errs.append(f"{where}: split attack without parts")
        if r["class"] == "encoded":
            if not all(r.get(k) for k in ("encoding", "payload", "decoded")):
                errs.append(f"{where}: encoded needs encoding/payload/decoded")
            elif hide.encode(r["decoded"], r["encoding"]) != r["payload"]:
                errs.append(f"{where}: payload is not the encoding of decoded")
        if r["class"] == "invisible":
            if not (r.get("technique") in hide.TECHNIQUES and r.get("hidden")):
                errs.append(f"{where}: invisible needs a known technique and hidden")
            elif hide.hide(r["hidden"], r["technique"]) not in r["text"]:
                errs.append(f"{where}: hidden characters not in text")
            if not any(build.must_escape(c) for c in r["text"]):
                errs.append(f"{where}: invisible record has no invisible character")
        elif r["label"] == "attack" and any(k in r for k in ("technique", "hidden")):
            errs.append(f"{where}: technique/hidden on a non-invisible record")
        if "quotes_attack" in r and not (r["quotes_attack"] is True and r["class"] == "security_talk"):
            errs.append(f"{where}: quotes_attack only as true on security_talk")
        if r["class"] == "word_processor" and not any(c in r["text"] for c in "\u00ad\ufeff"):
            errs.append(f"{where}: word_processor without soft hyphen or BOM")
        if r["class"] == "script_joiners" and not any(c in r["text"] for c in "\u200b\u200c\u200d"):
            errs.append(f"{where}: script_joiners without a joiner")
        if r["class"] == "emoji" and not any(ord(c) >= 0x1F000 for c in r["text"]):
            errs.append(f"{where}: emoji note without emoji")
        if r["class"] == "rtl" and not any(0x0590 <= ord(c) <= 0x06FF for c in r["text"]):
            errs.append(f"{where}: rtl note without Hebrew/Arabic letters")
        if r["label"] == "benign" and r["class"] != "script_joiners" and r["class"] != "emoji" \
                and r["class"] != "word_processor" and not r["text"].isprintable() \
                and any(build.must_escape(c) for c in r["text"] if c not in "\n"):
            errs.append(f"{where}: unexpected invisible character in a {r['class']} note")
        errs += host_problems(r, where)
    for key, nums in per_id.items():
        if sorted(nums) != list(range(1, len(nums) + 1)):
            errs.append(f"ids {key} not numbered 1..{len(nums)}")
    atk = Counter((r["class"], r["lang"]) for r in recs if r["label"] == "attack")
    ben = Counter((r["class"], r["lang"]) for r in recs if r["label"] == "benign")
    for lg in MAIN:
        for cls, n in ATK_FIXED.items():
            if atk[(cls, lg)] != n:
                errs.append(f"attack {cls}/{lg}: {atk[(cls, lg)]}, want {n}")
        spread = sum(atk[(c, lg)] for c in ATK_SPREAD)
        if spread != 6:
            errs.append(f"attack spread classes in {lg}: {spread}, want 6")
        total = sum(v for (c, l2), v in atk.items() if l2 == lg)
        if total != 32:
            errs.append(f"attacks in {lg}: {total}, want 32")
        for cls, n in BEN_FIXED.items():
            if ben[(cls, lg)] != n:
                errs.append(f"benign {cls}/{lg}: {ben[(cls, lg)]}, want {n}")
        pairs = sum(1 for r in recs if r["label"] == "benign" and r["lang"] == lg and "parts" in r)
        if pairs < 5:
            errs.append(f"benign pairs in {lg}: {pairs}, want >= 5")
        qa = sum(1 for r in recs if r["lang"] == lg and r.get("quotes_attack") is True)
        if qa != 1:
            errs.append(f"quotes_attack in {lg}: {qa}, want 1")
    for cls in ATK_SPREAD:
        n = sum(v for (c, _l), v in atk.items() if c == cls)
        if n < 11:
            errs.append(f"attack {cls}: {n} in total, want >= 11")
    for (cls, lg), n in BEN_OTHER.items():
        if ben[(cls, lg)] != n:
            errs.append(f"benign {cls}/{lg}: {ben[(cls, lg)]}, want {n}")
    for (cls, lg), n in atk.items():
        if lg not in MAIN:
            errs.append(f"attack in non-main lang {lg}")
    for (cls, lg), n in ben.items():
        if lg in OTHER and (cls, lg) not in BEN_OTHER:
            errs.append(f"benign {cls}/{lg} not expected")
    return errs


def table(recs: list[dict], label: str) -> str:
    sub = [r for r in recs if r["label"] == label]
    langs = [lg for lg in MAIN + OTHER if any(r["lang"] == lg for r in sub)]
    classes = sorted({r["class"] for r in sub})
    c = Counter((r["class"], r["lang"]) for r in sub)
    lines = ["| class | " + " | ".join(langs) + " | total |", "|---" * (len(langs) + 2) + "|"]
    for cls in classes:
        row = [str(c[(cls, lg)]) if c[(cls, lg)] else "" for lg in langs]
        lines.append(f"| {cls} | " + " | ".join(row) + f" | {sum(c[(cls, lg)] for lg in langs)} |")
    row = [str(sum(c[(k, lg)] for k in classes)) for lg in langs]
    lines.append("| **total** | " + " | ".join(row) + f" | {len(sub)} |")
    return "\n".join(lines)


def main() -> int:
    recs = load()
    errs = stats.validate_records(recs, split=SPLIT)
    errs += own_checks(recs)
    if "--markdown" in sys.argv:
        for label in ("attack", "benign"):
            print(f"### {label}\n\n{table(recs, label)}\n")
        pairs = Counter(r["lang"] for r in recs if r["label"] == "benign" and "parts" in r)
        print("Benign pairs per language: " + ", ".join(f"{lg} {pairs[lg]}" for lg in MAIN))
        qa = sum(1 for r in recs if r.get("quotes_attack"))
        tech = Counter(r["technique"] for r in recs if r["class"] == "invisible")
        enc = Counter(r["encoding"] for r in recs if r["class"] == "encoded")
        print(f"\nquotes_attack: {qa}; invisible techniques: "
              + ", ".join(f"{k} {v}" for k, v in sorted(tech.items()))
              + "; encodings: " + ", ".join(f"{k} {v}" for k, v in sorted(enc.items())))
    else:
        n = Counter(r["label"] for r in recs)
        print(f"{len(recs)} records: attack={n['attack']}, benign={n['benign']}")
    for e in errs:
        print("ERROR:", e, file=sys.stderr)
    if not errs and "--markdown" not in sys.argv:
        print("OK")
    return 1 if errs else 0


if __name__ == "__main__":
    raise SystemExit(main())
