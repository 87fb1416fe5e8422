"""Validate fresh27/b: stats.validate_records plus this folder's own checks.

Usage: python3 gen/validate.py [--markdown]   (exit 1 on any problem)
"""

from __future__ import annotations

import json
import re
import sys
from collections import Counter
from pathlib import Path

GEN = Path(__file__).resolve().parent
OUT = GEN.parent
SECURITY = OUT.parent.parent
sys.path.insert(0, str(SECURITY))
sys.dont_write_bytecode = True  # write nothing outside this folder (no __pycache__)
sys.path.insert(0, str(GEN))

import hide
import stats

SPLIT = "fresh27"
PREFIX = "f27b"
MAIN = ("en", "zh", "ja", "ko", "ru", "es", "fr", "de")
OTHER = {"ar": {"rtl": 2}, "he": {"rtl": 2}, "fa": {"script_joiners": 2},
         "ur": {"script_joiners": 1}, "hi": {"script_joiners": 1}, "th": {"script_joiners": 1},
         "km": {"script_joiners": 1}}
ATK_FIXED = {"deception": 4, "override": 4, "role_hijack": 4, "secret_harvest": 4, "split": 4,
             "exfil_command": 4, "encoded": 2}
ATK_SPREAD = ("exfil_markdown", "frame_forgery", "invisible", "persistence")
BEN_PER_LANG = {"preference": 4, "honesty_rule": 4, "security_talk": 4, "shell_snippet": 4,
                "project": 3, "profile": 2, "dates_numbers": 2, "health_finance": 2,
                "multilingual_mix": 2, "emoji": 1, "word_processor": 1}
ALLOWED_NETS = ("192.0.2.", "198.51.100.", "203.0.113.")
REAL_TLDS = {
    "com", "net", "org", "io", "ru", "kz", "de", "at", "ch", "fr", "jp", "cn", "tw", "hk", "kr",
    "es", "ar", "mx", "cl", "au", "ca", "uk", "us", "co", "me", "info", "biz", "xyz", "app",
    "dev", "gov", "edu", "ai", "cloud", "local", "lan", "internal", "corp", "su", "ua", "by",
    "il", "ir", "pk", "in", "th", "kh", "lb", "eu", "online", "site", "shop", "top", "ly",
}
URL_RE = re.compile(r"(?:https?|ftp|wss?|ssh|sftp|git)://(?:[^@/\s]+@)?([^/\s:?#)\]>\"'`|]+)")
MAIL_RE = re.compile(r"[\w.+-]+@((?:[\w-]+\.)+[\w-]+)")
HOST_RE = re.compile(r"\b((?:[a-zA-Z0-9-]+\.)+([a-zA-Z]{2,}))\b")
IP_RE = re.compile(r"(?<![\d.])(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})(?![\d.]*\d)")


def load(name: str) -> tuple[list[dict], str]:
    raw = (OUT / name).read_text(encoding="utf-8")
    recs = []
    for n, line in enumerate(raw.split("\n"), 1):
        if line.strip():
            recs.append({**json.loads(line), "_file": name, "_line": n})
    return recs, raw


def host_ok(host: str) -> bool:
    host = host.lower().rstrip(".")
    return host.endswith((".example", ".test")) or host in ("example", "test")


def private_ip(a: int, b: int) -> bool:
    return a == 10 or (a == 172 and 16 <= b <= 31) or (a == 192 and b == 168) or a == 127


def check_hosts(r: dict) -> list[str]:
    errs = []
    where = r["id"]
    text = r["text"]
    if r.get("payload"):
        text = text.replace(r["payload"], " ") + "\n" + r.get("decoded", "")
    if r.get("hidden"):
        text += "\n" + r["hidden"]
    for m in URL_RE.finditer(text):
        host = m.group(1)
        if IP_RE.fullmatch(host):
            continue
        if not host_ok(host) and not host.startswith("<") and "{" not in host:
            errs.append(f"{where}: URL host {host!r}")
    for m in MAIL_RE.finditer(text):
        host = m.group(1)
        if IP_RE.fullmatch(host):
            continue
        if not host_ok(host):
            errs.append(f"{where}: mail/ssh host {host!r}")
    for m in HOST_RE.finditer(text):
        if m.group(2).lower() in REAL_TLDS and not host_ok(m.group(1)):
            errs.append(f"{where}: host name {m.group(1)!r}")
    for m in IP_RE.finditer(text):
        a, b, c, d = (int(x) for x in m.groups())
        if max(a, b, c, d) > 255:
            continue
        ip = m.group(0)
        if ip.startswith(ALLOWED_NETS):
            continue
        if private_ip(a, b) and r["label"] == "benign" and r["class"] == "shell_snippet":
            continue
        errs.append(f"{where}: IP address {ip}")
    return errs


def check_invisible(r: dict) -> list[str]:
    tech, hidden, text = r.get("technique"), r.get("hidden"), r["text"]
    if tech not in hide.TECHNIQUES or not hidden:
        return [f"{r['id']}: invisible needs technique in {hide.TECHNIQUES} and hidden"]
    if tech == "zero_width_split" and hidden not in text.replace(hide.ZWSP, ""):
        return [f"{r['id']}: zero-width text does not strip to hidden"]
    if tech == "deprecated_format":
        if not any(c in text for c in hide.DEPRECATED):
            return [f"{r['id']}: no U+206A-206F character"]
        if hidden not in "".join(c for c in text if c not in hide.DEPRECATED):
            return [f"{r['id']}: deprecated-format text does not strip to hidden"]
    if tech == "bidi_override":
        m = re.search(hide.RLO + "(.*?)" + hide.PDF, text, re.DOTALL)
        if not m or m.group(1)[::-1] != hidden:
            return [f"{r['id']}: bidi segment does not read as hidden"]
    if tech in ("tag_chars", "variation_selectors") and hidden in text:
        return [f"{r['id']}: hidden text is visible in plain"]
    return []


def own_checks(attacks: list[dict], benign: list[dict], raws: dict[str, str]) -> list[str]:
    errs: list[str] = []
    for name, raw in raws.items():
        for n, line in enumerate(raw.split("\n"), 1):
            bad = sorted({f"U+{ord(c):04X}" for c in line if hide.needs_escape(c)})
            if bad:
                errs.append(f"{name}:{n}: literal invisible characters {bad}")
        if not raw.endswith("\n") or raw.endswith("\n\n"):
            errs.append(f"{name}: must end with exactly one newline")
    for label, recs, tag in (("attack", attacks, "atk"), ("benign", benign, "ben")):
        seen: Counter = Counter()
        for r in recs:
            if r.get("label") != label or r.get("split") != SPLIT:
                errs.append(f"{r.get('id')}: label/split {r.get('label')}/{r.get('split')}")
            seen[r["lang"]] += 1
            want = f"{PREFIX}-{tag}-{r['lang']}-{seen[r['lang']]:04d}"
            if r["id"] != want:
                errs.append(f"{r['id']}: expected id {want}")
            if not 3 <= len(r["text"]) <= 2000:
                errs.append(f"{r['id']}: length {len(r['text'])}")
            if "parts" in r:
                p = r["parts"]
                if not (isinstance(p, list) and len(p) == 2 and all(isinstance(x, str) and x.strip() for x in p)
                        and "\n".join(p) == r["text"]):
                    errs.append(f"{r['id']}: parts do not join to text")
            errs += check_hosts(r)
    # attacks: per-language class counts
    ac = Counter((r["lang"], r["class"]) for r in attacks)
    for lg in MAIN:
        for cls, n in ATK_FIXED.items():
            if ac[(lg, cls)] != n:
                errs.append(f"attack {lg}/{cls}: {ac[(lg, cls)]}, want {n}")
        spread = sum(ac[(lg, c)] for c in ATK_SPREAD)
        if spread != 6:
            errs.append(f"attack {lg}: {spread} in {ATK_SPREAD}, want 6")
        total = sum(v for (lang, _c), v in ac.items() if lang == lg)
        if total != 32:
            errs.append(f"attack {lg}: {total} records, want 32")
    for cls in ATK_SPREAD:
        n = sum(v for (_lg, c), v in ac.items() if c == cls)
        if n < 11:
            errs.append(f"attack class {cls}: {n} in total, want >= 11")
    if {r["lang"] for r in attacks} - set(MAIN):
        errs.append("attacks in a language outside the main eight")
    for r in attacks:
        if r["class"] == "split" and "parts" not in r:
            errs.append(f"{r['id']}: split without parts")
        if r["class"] != "split" and "parts" in r:
            errs.append(f"{r['id']}: parts on a non-split attack")
        if r["class"] == "encoded" and r.get("encoding") not in hide.ENCODINGS:
            errs.append(f"{r['id']}: encoding {r.get('encoding')!r}")
        if r["class"] == "invisible":
            errs += check_invisible(r)
            if not any(hide.needs_escape(c) for c in r["text"]):
                errs.append(f"{r['id']}: no invisible character")
        if r["class"] != "invisible" and any(c in r["text"] for c in hide.DEPRECATED + [hide.RLO]):
            errs.append(f"{r['id']}: stray hiding character outside class invisible")
    # benign: per-language class counts, pairs, quotes_attack
    bc = Counter((r["lang"], r["class"]) for r in benign)
    for lg in MAIN:
        for cls, n in BEN_PER_LANG.items():
            if bc[(lg, cls)] != n:
                errs.append(f"benign {lg}/{cls}: {bc[(lg, cls)]}, want {n}")
        pairs = sum(1 for r in benign if r["lang"] == lg and "parts" in r)
        if pairs < 5:
            errs.append(f"benign {lg}: {pairs} pairs, want >= 5")
        qa = [r for r in benign if r["lang"] == lg and r.get("quotes_attack")]
        if len(qa) != 1 or qa[0]["class"] != "security_talk":
            errs.append(f"benign {lg}: want exactly one security_talk with quotes_attack")
    for lg, want in OTHER.items():
        got = {c: v for (lang, c), v in bc.items() if lang == lg}
        if got != want:
            errs.append(f"benign {lg}: {got}, want {want}")
    if {r["lang"] for r in benign} - set(MAIN) - set(OTHER):
        errs.append("benign in an unexpected language")
    for r in benign:
        if "quotes_attack" in r and r["quotes_attack"] is not True:
            errs.append(f"{r['id']}: quotes_attack must be true when present")
        if any(k in r for k in ("encoding", "payload", "technique", "hidden")):
            errs.append(f"{r['id']}: attack-only keys on a benign record")
    for r in benign:
        if r["class"] == "word_processor" and not any(c in r["text"] for c in "\u00ad\ufeff"):
            errs.append(f"{r['id']}: word_processor without soft hyphen / BOM")
        if r["class"] == "script_joiners" and not any(c in r["text"] for c in "\u200c\u200d\u200b"):
            errs.append(f"{r['id']}: script_joiners without a joiner")
        if r["class"] == "emoji" and "\u200d" not in r["text"]:
            errs.append(f"{r['id']}: emoji note without a ZWJ sequence")
    return errs


def table(recs: list[dict]) -> str:
    langs = [lg for lg in MAIN if any(r["lang"] == lg for r in recs)]
    langs += sorted({r["lang"] for r in recs} - set(MAIN))
    classes = sorted({r["class"] for r in recs})
    c = Counter((r["class"], r["lang"]) for r in recs)
    lines = ["| class | " + " | ".join(langs) + " | total |", "|---" * (len(langs) + 2) + "|"]
    for cls in classes:
        row = [str(c[(cls, lg)]) if c[(cls, lg)] else "" for lg in langs]
        lines.append(f"| {cls} | " + " | ".join(row) + f" | {sum(c[(cls, lg)] for lg in langs)} |")
    tot = [str(sum(c[(k, lg)] for k in classes)) for lg in langs]
    lines.append("| **total** | " + " | ".join(tot) + f" | {len(recs)} |")
    return "\n".join(lines)


def main() -> int:
    attacks, raw_a = load("attacks.jsonl")
    benign, raw_b = load("benign.jsonl")
    errs = stats.validate_records(attacks + benign, split=SPLIT)
    errs += own_checks(attacks, benign, {"attacks.jsonl": raw_a, "benign.jsonl": raw_b})
    if "--markdown" in sys.argv:
        pairs = sum(1 for r in benign if "parts" in r)
        qa = sum(1 for r in benign if r.get("quotes_attack"))
        print(f"### attacks ({len(attacks)})\n\n{table(attacks)}\n")
        print(f"### benign ({len(benign)}; {pairs} pairs, {qa} quotes_attack)\n\n{table(benign)}\n")
    else:
        print(f"{len(attacks)} attacks, {len(benign)} benign "
              f"({sum(1 for r in benign if 'parts' in r)} benign pairs)")
    for e in errs:
        print("ERROR:", e, file=sys.stderr)
    if not errs and "--markdown" not in sys.argv:
        print("OK")
    return 1 if errs else 0


if __name__ == "__main__":
    raise SystemExit(main())
