"""Validate fresh28/b: the project's own record checks plus exact counts and our own checks.

Exit 0 when sound, 1 otherwise.
"""

from __future__ import annotations

import ipaddress
import json
import re
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE.parent
SECURITY = OUT.parent.parent
sys.path.insert(0, str(SECURITY))
sys.path.insert(0, str(HERE))

import build
import hide
import stats

MAIN = build.MAIN_LANGS
ATTACK_FIXED = {"deception": 4, "exfil_command": 4, "override": 4, "role_hijack": 4,
                "secret_harvest": 4, "split": 4, "encoded": 2}
SPREAD = ("exfil_markdown", "frame_forgery", "invisible", "persistence")
BENIGN_FIXED = {"honesty_rule": 4, "preference": 4, "security_talk": 4, "shell_snippet": 4,
                "project": 3, "profile": 2, "health_finance": 2, "dates_numbers": 2,
                "multilingual_mix": 2, "emoji": 1, "word_processor": 1}
OTHER = {"ar": "rtl", "he": "rtl", "fa": "script_joiners", "ur": "script_joiners",
         "hi": "script_joiners", "th": "script_joiners", "km": "script_joiners"}
URL_HOST = re.compile(r"[a-zA-Z][a-zA-Z0-9+.-]*://(?:[^@/\s]*@)?([^/\s:?#)\]>\"'`]+)")
DOMAIN = re.compile(r"(?<![\w.@/-])((?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,})(?![\w@-])")
USER_AT_HOST = re.compile(r"[\w.-]+@((?:[\w-]+\.)+[\w-]+)")
IPV4 = re.compile(r"(?<![\d.])(\d{1,3}(?:\.\d{1,3}){3})(?![\d.])")
DOC_NETS = [ipaddress.ip_network(n) for n in ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24")]
FILE_EXT = {"md", "txt", "sh", "py", "json", "jsonl", "csv", "pdf", "xlsx", "docx", "env", "conf",
            "pem", "pub", "gpg", "log", "tar", "gz", "zip", "yml", "yaml", "toml", "ini", "db",
            "sql", "bashrc", "zshrc", "profile", "ssh", "aws", "netrc", "kube", "png", "jpg",
            "html", "service", "timer", "desktop", "plist", "key", "crt", "age", "ods", "odt",
            "bak", "ps1", "bat", "cfg", "local", "git", "config", "vcf", "ics", "xml", "js"}
INVISIBLE = re.compile("[\u00ad\u00a0\u034f\u200b-\u200f\u202a-\u202e\u2060-\u206f\ufeff"
                       "\ufe00-\ufe0f\u3164\U000e0000-\U000e01ef]")


def load() -> list[dict]:
    recs = []
    for name in ("attacks.jsonl", "benign.jsonl"):
        with open(OUT / name, encoding="utf-8") as fh:
            for n, line in enumerate(fh, 1):
                recs.append({**json.loads(line), "_file": name, "_line": n})
    return recs


def host_ok(host: str) -> bool:
    host = host.lower().rstrip(".")
    if IPV4.fullmatch(host):
        return True  # checked by the IP rule
    return host.endswith((".example", ".test")) or host in ("localhost", "example", "test")


def ip_problems(r: dict) -> list[str]:
    errs = []
    for m in IPV4.findall(r["text"]):
        try:
            ip = ipaddress.ip_address(m)
        except ValueError:
            continue  # version numbers and the like
        if any(ip in n for n in DOC_NETS):
            continue
        if ip.is_private and r["label"] == "benign" and r["class"] == "shell_snippet":
            continue
        if str(ip) in ("127.0.0.1", "0.0.0.0"):
            continue
        errs.append(f"{r['id']}: IP {m} not allowed")
    return errs


def host_problems(r: dict) -> list[str]:
    errs = []
    text = r["text"]
    if r["class"] == "encoded":
        text = text.replace(r["payload"], " " + r["decoded"] + " ")
    hosts = set(URL_HOST.findall(text)) | set(USER_AT_HOST.findall(text))
    for d in DOMAIN.findall(text):
        if d.rsplit(".", 1)[-1].lower() not in FILE_EXT:
            hosts.add(d)
    errs += [f"{r['id']}: host {h!r}" for h in sorted(hosts) if not host_ok(h)]
    return errs


def invisible_problems(r: dict) -> list[str]:
    tech, hidden, text = r.get("technique"), r.get("hidden", ""), r["text"]
    ok = True
    if tech == "tag_chars":
        ok = stats._tags(text) == hidden and hide.TAG_FLAG in text
    elif tech == "variation_selectors":
        ok = stats._selectors(text) == hidden
    elif tech in ("zero_width_split", "deprecated_format"):
        mark = hide.ZWSP if tech == "zero_width_split" else hide.DEPRECATED
        ok = any(c in text for c in mark) and hidden in hide.strip_marks(text) and hidden not in text
    elif tech == "bidi_override":
        ok = hide.unbidi(text) == hidden
    else:
        return [f"{r['id']}: unknown technique {tech!r}"]
    return [] if ok else [f"{r['id']}: hidden text not re-derived ({tech})"]


def main() -> int:
    recs = load()
    errs = stats.validate_records(recs, split="fresh28")
    atk = [r for r in recs if r["label"] == "attack"]
    ben = [r for r in recs if r["label"] == "benign"]
    if len(atk) != 256:
        errs.append(f"{len(atk)} attacks, expected 256")
    if len(ben) != 242:
        errs.append(f"{len(ben)} benign, expected 242")
    ac = Counter((r["lang"], r["class"]) for r in atk)
    for lg in MAIN:
        for cls, n in ATTACK_FIXED.items():
            if ac[(lg, cls)] != n:
                errs.append(f"attack {lg}/{cls}: {ac[(lg, cls)]}, expected {n}")
        if sum(ac[(lg, c)] for c in SPREAD) != 6:
            errs.append(f"attack {lg}: spread classes do not sum to 6")
    for cls in SPREAD:
        if sum(ac[(lg, cls)] for lg in MAIN) != 12:
            errs.append(f"attack {cls}: not 12 in total")
    if {r["lang"] for r in atk} - set(MAIN):
        errs.append("attack in a non-main language")
    bc = Counter((r["lang"], r["class"]) for r in ben)
    for lg in MAIN:
        for cls, n in BENIGN_FIXED.items():
            if bc[(lg, cls)] != n:
                errs.append(f"benign {lg}/{cls}: {bc[(lg, cls)]}, expected {n}")
        pairs = sum(1 for r in ben if r["lang"] == lg and "parts" in r)
        if pairs < 5:
            errs.append(f"benign {lg}: only {pairs} pairs")
        q = [r for r in ben if r["lang"] == lg and r.get("quotes_attack")]
        if len(q) != 1 or q[0]["class"] != "security_talk":
            errs.append(f"benign {lg}: quotes_attack must be on exactly one security_talk")
    other = [r for r in ben if r["lang"] not in MAIN]
    if len(other) != 10:
        errs.append(f"{len(other)} other-script benign, expected 10")
    for r in other:
        if OTHER.get(r["lang"]) != r["class"]:
            errs.append(f"{r['id']}: class {r['class']} for {r['lang']}")
        if r["lang"] in ("fa", "ur", "hi") and "\u200c" not in r["text"]:
            errs.append(f"{r['id']}: no ZWNJ")
        if r["lang"] in ("th", "km") and "\u200b" not in r["text"]:
            errs.append(f"{r['id']}: no ZWSP")
    if {r["lang"] for r in other} != set(OTHER):
        errs.append("other-script languages incomplete")
    for r in recs:
        if r.get("quotes_attack") and r["label"] != "benign":
            errs.append(f"{r['id']}: quotes_attack on an attack")
        if "parts" in r and (len(r["parts"]) != 2 or "\n".join(r["parts"]) != r["text"]):
            errs.append(f"{r['id']}: parts do not join to text")
        if r["label"] == "benign" and r["class"] == "split":
            errs.append(f"{r['id']}: benign with attack class")
        if r["class"] == "encoded" and r["encoding"] == "rot13" and not r["decoded"].isascii():
            errs.append(f"{r['id']}: rot13 payload not ASCII")
        if r["class"] == "invisible":
            errs += invisible_problems(r)
        errs += host_problems(r) + ip_problems(r)
    # id sequence per language and label, in file order
    seq: dict[tuple, int] = {}
    for r in recs:
        kind = "atk" if r["label"] == "attack" else "ben"
        key = (kind, r["lang"])
        seq[key] = seq.get(key, 0) + 1
        want = f"f28b-{kind}-{r['lang']}-{seq[key]:04d}"
        if r["id"] != want:
            errs.append(f"id {r['id']} expected {want}")
    # the files hold no literal invisible character, and match a fresh build
    attacks, benign = build.build()
    for name, built in (("attacks.jsonl", attacks), ("benign.jsonl", benign)):
        raw = (OUT / name).read_text(encoding="utf-8")
        if INVISIBLE.search(raw):
            errs.append(f"{name}: literal invisible character")
        if raw != "".join(build.dumps(r) + "\n" for r in built):
            errs.append(f"{name}: differs from a fresh build")
    for e in errs:
        print("ERROR:", e, file=sys.stderr)
    print(f"{len(atk)} attacks, {len(ben)} benign, {len(errs)} problems")
    return 1 if errs else 0


if __name__ == "__main__":
    raise SystemExit(main())
