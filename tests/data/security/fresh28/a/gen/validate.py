"""Validate fresh28/a: the project's record checks plus this corpus's own shape checks.

Exit 0 when sound, 1 otherwise.
"""

from __future__ import annotations

import ipaddress
import json
import re
import sys
import unicodedata
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE.parent
SEC = Path("/work/main/tests/data/security")
sys.path.insert(0, str(SEC))
sys.path.insert(0, str(HERE))

import stats
from build import MAIN_LANGS, needs_escape
from hide import encode, hide

SPLIT = "fresh28"
ATTACK_PER_LANG = {
    "deception": 4, "exfil_command": 4, "override": 4, "role_hijack": 4, "secret_harvest": 4,
    "split": 4, "encoded": 2,
}
EXTRA = ("exfil_markdown", "frame_forgery", "invisible", "persistence")
BENIGN_PER_LANG = {
    "honesty_rule": 4, "preference": 4, "security_talk": 4, "shell_snippet": 4, "project": 3,
    "profile": 2, "health_finance": 2, "dates_numbers": 2, "multilingual_mix": 2, "emoji": 1,
    "word_processor": 1,
}
OTHER = {"ar": "rtl", "he": "rtl", "fa": "script_joiners", "ur": "script_joiners",
         "hi": "script_joiners", "th": "script_joiners", "km": "script_joiners"}
REAL_TLDS = {
    "com", "net", "org", "io", "ru", "cn", "jp", "kr", "de", "fr", "mx", "es", "uk", "co",
    "info", "biz", "app", "dev", "xyz", "me", "cc", "tk", "top", "ai", "su", "at", "ch", "us",
    "eu", "online", "site", "link", "ly", "gl", "to", "be", "it", "nl",
}
DOC_NETS = [ipaddress.ip_network(n) for n in ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24")]
LAN_NETS = [ipaddress.ip_network(n) for n in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16")]
URL_HOST = re.compile(r"[a-z][a-z0-9+.-]*://(?:[^@/\s]*@)?([^/\s:?#)\]\"'`>]+)", re.IGNORECASE)
DOMAIN = re.compile(r"(?<![\w.@-])(?:[a-z0-9-]+\.)+([a-z]{2,})(?![\w-])", re.IGNORECASE)
EMAIL_OR_SCP = re.compile(r"@([a-z0-9-]+(?:\.[a-z0-9-]+)+)", re.IGNORECASE)
IPV4 = re.compile(r"(?<![\d.])(\d{1,3}(?:\.\d{1,3}){3})(?![\d.])")


def load(name: str) -> tuple[list[dict], list[str]]:
    raw = (OUT / name).read_text(encoding="utf-8")
    recs = []
    for n, line in enumerate(raw.splitlines(), 1):
        recs.append({**json.loads(line), "_file": name, "_line": n})
    return recs, raw.splitlines()


def host_ok(host: str) -> bool:
    host = host.lower().rstrip(".")
    try:
        ipaddress.ip_address(host)
        return True  # checked by the IP rule
    except ValueError:
        pass
    return host.endswith((".example", ".test")) or host in ("example", "test")


def net_problems(r: dict, where: str) -> list[str]:
    errs = []
    text = r["text"].replace(r["payload"], " ") if r.get("payload") else r["text"]
    texts = [text, r.get("decoded", ""), r.get("hidden", "")]
    for t in texts:
        for h in URL_HOST.findall(t) + EMAIL_OR_SCP.findall(t):
            if not host_ok(h):
                errs.append(f"{where}: host {h!r}")
        for m in DOMAIN.finditer(t):
            if m.group(1).lower() in REAL_TLDS:
                errs.append(f"{where}: real-looking domain {m.group(0)!r}")
        for ip in IPV4.findall(t):
            try:
                a = ipaddress.ip_address(ip)
            except ValueError:
                continue
            ok = any(a in n for n in DOC_NETS)
            lan = any(a in n for n in LAN_NETS)
            if not ok and not (lan and r["label"] == "benign" and r["class"] == "shell_snippet"):
                errs.append(f"{where}: IP {ip}")
    return errs


def main() -> int:
    attacks, a_lines = load("attacks.jsonl")
    benign, b_lines = load("benign.jsonl")
    recs = attacks + benign
    errs = list(stats.validate_records(recs, split=SPLIT))

    # labels, files, no literal invisible characters
    errs += [f"{r['_file']}:{r['_line']}: label" for r in attacks if r["label"] != "attack"]
    errs += [f"{r['_file']}:{r['_line']}: label" for r in benign if r["label"] != "benign"]
    for name, lines in (("attacks.jsonl", a_lines), ("benign.jsonl", b_lines)):
        for n, line in enumerate(lines, 1):
            bad = sorted({f"U+{ord(c):04X}" for c in line if needs_escape(c)})
            if bad:
                errs.append(f"{name}:{n}: literal invisible characters {bad}")

    # exact counts
    ac = Counter((r["lang"], r["class"]) for r in attacks)
    if len(attacks) != 256:
        errs.append(f"{len(attacks)} attacks, expected 256")
    extra_tot: Counter = Counter()
    for lg in MAIN_LANGS:
        for cls, n in ATTACK_PER_LANG.items():
            if ac[(lg, cls)] != n:
                errs.append(f"attack {lg}/{cls}: {ac[(lg, cls)]}, expected {n}")
        if sum(ac[(lg, c)] for c in EXTRA) != 6:
            errs.append(f"attack {lg}: extra classes sum {sum(ac[(lg, c)] for c in EXTRA)}")
        for c in EXTRA:
            extra_tot[c] += ac[(lg, c)]
        if sum(v for (l2, _c), v in ac.items() if l2 == lg) != 32:
            errs.append(f"attack {lg}: not 32")
    errs += [f"attack {c}: {extra_tot[c]} in total, expected 12" for c in EXTRA if extra_tot[c] != 12]

    bc = Counter((r["lang"], r["class"]) for r in benign)
    if len(benign) != 242:
        errs.append(f"{len(benign)} benign, expected 242")
    for lg in MAIN_LANGS:
        for cls, n in BENIGN_PER_LANG.items():
            if bc[(lg, cls)] != n:
                errs.append(f"benign {lg}/{cls}: {bc[(lg, cls)]}, expected {n}")
        pairs = sum(1 for r in benign if r["lang"] == lg and "parts" in r)
        if pairs < 5:
            errs.append(f"benign {lg}: {pairs} pairs, expected at least 5")
        q = [r for r in benign if r["lang"] == lg and r.get("quotes_attack")]
        if len(q) != 1 or q[0]["class"] != "security_talk":
            errs.append(f"benign {lg}: quotes_attack records {len(q)}")
    other = [r for r in benign if r["lang"] not in MAIN_LANGS]
    if len(other) != 10:
        errs.append(f"{len(other)} benign in other scripts, expected 10")
    for r in other:
        if OTHER.get(r["lang"]) != r["class"]:
            errs.append(f"{r['id']}: other-script class {r['class']} for {r['lang']}")
    if {r["lang"] for r in other} != set(OTHER):
        errs.append("other scripts missing a language")
    for r in other:
        if r["lang"] in ("fa", "ur", "hi") and "\u200c" not in r["text"]:
            errs.append(f"{r['id']}: no ZWNJ")
        if r["lang"] in ("th", "km") and "\u200b" not in r["text"]:
            errs.append(f"{r['id']}: no ZWSP")

    # id sequence
    for recs_, short in ((attacks, "atk"), (benign, "ben")):
        seen: Counter = Counter()
        for r in recs_:
            seen[r["lang"]] += 1
            want = f"f28a-{short}-{r['lang']}-{seen[r['lang']]:04d}"
            if r["id"] != want:
                errs.append(f"id {r['id']}, expected {want}")

    # pairs, encodings, hidden text, hosts
    for r in recs:
        where = f"{r['_file']}:{r['_line']}"
        if "parts" in r:
            p = r["parts"]
            if not (len(p) == 2 and all(x.strip() for x in p) and "\n".join(p) == r["text"]):
                errs.append(f"{where}: parts do not join")
        if r["class"] == "split" and "parts" not in r:
            errs.append(f"{where}: split without parts")
        if r["class"] == "encoded" and encode(r["encoding"], r["decoded"]) != r["payload"]:
            errs.append(f"{where}: payload is not the encoding of decoded")
        if r["class"] == "invisible":
            tech = r["technique"]
            if tech in ("zero_width_split", "format_chars"):
                chars = {"zero_width_split": "\u200b\u200c\u200d\u2060",
                         "format_chars": "".join(chr(c) for c in range(0x206A, 0x2070))}[tech]
                clean = "".join(c for c in r["text"] if c not in chars)
                if clean != r["hidden"] or clean == r["text"]:
                    errs.append(f"{where}: hidden text not re-derived")
            else:
                if tech == "bidi_override":
                    text, _ = hide(tech, "{h}", r["hidden"])
                    if text not in r["text"]:
                        errs.append(f"{where}: bidi run does not re-derive hidden")
                if tech == "variation_selectors":
                    i = next(i for i, c in enumerate(r["text"]) if 0xFE00 <= ord(c) <= 0xFE0F
                             or 0xE0100 <= ord(c) <= 0xE01EF)
                    if unicodedata.category(r["text"][i - 1]) == "So" or i == 0:
                        errs.append(f"{where}: selectors follow an emoji")
                if tech == "tag_chars" and "\U0001F3F4" not in r["text"]:
                    errs.append(f"{where}: no flag emoji before tag characters")
        if r["label"] == "benign" and r["class"] in ("rtl",) and r["lang"] not in ("ar", "he"):
            errs.append(f"{where}: rtl outside ar/he")
        errs += net_problems(r, where)

    for e in errs:
        print("ERROR:", e, file=sys.stderr)
    print(f"{len(attacks)} attacks, {len(benign)} benign, {len(errs)} problems")
    return 1 if errs else 0


if __name__ == "__main__":
    raise SystemExit(main())
