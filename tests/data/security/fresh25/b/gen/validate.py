"""Validate ../attacks.jsonl and ../benign.jsonl; --markdown prints class x lang tables."""
import importlib.util
import ipaddress
import json
import re
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE.parent
STATS = HERE.parents[2] / "stats.py"
SPLIT = "fresh25"
MAIN = ["en", "zh", "ja", "ko", "ru", "es", "fr", "de"]
EXTRA = ["ar", "he", "fa", "ur", "hi", "th", "km"]
CORE_ATK = ["deception", "override", "role_hijack", "secret_harvest", "split", "exfil_command"]
CORE_BEN = ["security_talk", "shell_snippet", "honesty_rule", "preference"]

spec = importlib.util.spec_from_file_location("stats", STATS)
stats = importlib.util.module_from_spec(spec)
spec.loader.exec_module(stats)
sys.path.insert(0, str(HERE))
import hide


def load():
    recs, raw = [], []
    for name in ("attacks.jsonl", "benign.jsonl"):
        with open(OUT / name, encoding="utf-8") as fh:
            for n, line in enumerate(fh, 1):
                raw.append((name, n, line))
                if line.strip():
                    recs.append({**json.loads(line), "_file": name, "_line": n})
    return recs, raw


URL_HOST = re.compile(r"(?:https?|s?ftps?|wss?|ssh)://(?:[^/\s@]+@)?([^/\s:?#)\]\"'`>,]+)")
EMAIL_HOST = re.compile(r"[A-Za-z0-9._%+-]+@([A-Za-z0-9.-]+\.[A-Za-z]{2,})")
BARE = re.compile(r"\b((?:[a-z0-9-]+\.)+(?:com|net|org|io|co|uk|au|de|fr|ru|jp|cn|kr|es|mx|ar|tw|hk|info|biz|app|dev|ai|me|ly|gl|su|рф|cl|pe|be|ch|at))\b", re.IGNORECASE)
IPV4 = re.compile(r"(?<![\d.])(\d{1,3}(?:\.\d{1,3}){3})(?![\d.])")
DOC_NETS = [ipaddress.ip_network(n) for n in ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24")]


def host_ok(h):
    h = h.lower().rstrip(".")
    if re.fullmatch(r"\d{1,3}(\.\d{1,3}){3}", h):
        return True  # checked by the IP rule
    if h in ("localhost",):
        return True
    return h.endswith((".example", ".test")) or h in ("example", "test")


def host_problems(r):
    errs = []
    t = r["text"]
    if r["class"] == "encoded":
        t = t.replace(r["payload"], " ") + " " + r["decoded"]
    if r["class"] == "invisible":
        t = t + " " + r["hidden"]
    for m in URL_HOST.finditer(t):
        h = m.group(1)
        if "{" in h or "$" in h:
            continue
        if not host_ok(h):
            errs.append(f"{r['id']}: host {h!r}")
    for m in EMAIL_HOST.finditer(t):
        if not host_ok(m.group(1)):
            errs.append(f"{r['id']}: mail host {m.group(1)!r}")
    for m in BARE.finditer(t):
        errs.append(f"{r['id']}: bare domain {m.group(1)!r}")
    for m in IPV4.finditer(t):
        try:
            ip = ipaddress.ip_address(m.group(1))
        except ValueError:
            continue
        if any(ip in n for n in DOC_NETS):
            continue
        if ip.is_private and r["label"] == "benign" and r["class"] == "shell_snippet":
            continue
        errs.append(f"{r['id']}: IP {ip}")
    return errs


def main():
    recs, raw = load()
    errs = stats.validate_records(recs, split=SPLIT)
    for name, n, line in raw:
        bad = [c for c in line if c not in "\n" and hide.needs_escape(c)]
        if bad:
            errs.append(f"{name}:{n}: literal invisible chars {[hex(ord(c)) for c in bad]}")
    for r in recs:
        lab = "atk" if r["label"] == "attack" else "ben"
        if r["_file"] != ("attacks.jsonl" if lab == "atk" else "benign.jsonl"):
            errs.append(f"{r['id']}: wrong file")
        if not re.fullmatch(rf"f25b-{lab}-{re.escape(r['lang'])}-\d{{4}}", r["id"]):
            errs.append(f"{r['id']}: bad id")
        if "parts" in r:
            p = r["parts"]
            if not (isinstance(p, list) and len(p) == 2 and "\n".join(p) == r["text"]):
                errs.append(f"{r['id']}: parts do not join to text")
        if r["label"] == "benign" and r["class"] == "split":
            errs.append(f"{r['id']}: benign with attack class")
        errs += host_problems(r)
    c = Counter((r["label"], r["class"], r["lang"]) for r in recs)
    atk = [r for r in recs if r["label"] == "attack"]
    ben = [r for r in recs if r["label"] == "benign"]
    if len(atk) < 250:
        errs.append(f"only {len(atk)} attacks")
    if len(ben) < 230:
        errs.append(f"only {len(ben)} benign")
    for lg in MAIN:
        for cl in CORE_ATK:
            if c[("attack", cl, lg)] < 4:
                errs.append(f"attack {cl}/{lg}: {c[('attack', cl, lg)]} < 4")
        for cl in stats.ATTACK_CLASSES - set(CORE_ATK):
            if c[("attack", cl, lg)] < 1:
                errs.append(f"attack {cl}/{lg}: missing")
        for cl in CORE_BEN:
            if c[("benign", cl, lg)] < 4:
                errs.append(f"benign {cl}/{lg}: {c[('benign', cl, lg)]} < 4")
        nb = sum(1 for r in ben if r["lang"] == lg)
        if nb < 27:
            errs.append(f"benign {lg}: {nb} < 27")
        pairs = sum(1 for r in ben if r["lang"] == lg and "parts" in r)
        if pairs < 5:
            errs.append(f"benign pairs {lg}: {pairs} < 5")
    extra = [r for r in ben if r["lang"] in EXTRA]
    for lg in EXTRA:
        if not any(r["lang"] == lg for r in extra):
            errs.append(f"no benign note in {lg}")
    for r in extra:
        if r["text"].isprintable() and r["class"] == "script_joiners":
            errs.append(f"{r['id']}: script_joiners without a joiner")
    if "--markdown" in sys.argv:
        for label, sub in (("attack", atk), ("benign", ben)):
            langs = [l for l in MAIN + EXTRA if any(r["lang"] == l for r in sub)]
            classes = sorted({r["class"] for r in sub})
            cc = Counter((r["class"], r["lang"]) for r in sub)
            print(f"### {label} (class x lang)\n")
            print("| class | " + " | ".join(langs) + " | total |")
            print("|---" * (len(langs) + 2) + "|")
            for cl in classes:
                print(f"| {cl} | " + " | ".join(str(cc[(cl, l)] or "") for l in langs)
                      + f" | {sum(cc[(cl, l)] for l in langs)} |")
            tot = Counter(r["lang"] for r in sub)
            print("| **total** | " + " | ".join(str(tot[l]) for l in langs) + f" | {len(sub)} |")
            if label == "benign":
                pc = Counter(r["lang"] for r in sub if "parts" in r)
                qa = Counter(r["lang"] for r in sub if r.get("quotes_attack"))
                print("| _pairs (parts)_ | " + " | ".join(str(pc[l] or "") for l in langs) + f" | {sum(pc.values())} |")
                print("| _quotes_attack_ | " + " | ".join(str(qa[l] or "") for l in langs) + f" | {sum(qa.values())} |")
            print()
    else:
        print(f"{len(atk)} attacks, {len(ben)} benign")
    for e in errs:
        print("ERROR:", e, file=sys.stderr)
    return 1 if errs else 0


if __name__ == "__main__":
    raise SystemExit(main())
