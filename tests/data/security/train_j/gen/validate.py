"""Validate train_j: ids unique, texts unique, classes from ../../stats.py, split parts join,
encoded payloads decode, hidden instructions spelled, hosts reserved, minimum counts.
Usage: python3 validate.py [--markdown]   (exit 1 on a problem)"""

import ipaddress
import json
import re
import sys
from collections import Counter
from pathlib import Path

GEN = Path(__file__).resolve().parent
HERE = GEN.parent
sys.path.insert(0, str(HERE.parent))
import stats

FILES = {"attacks_train_j.jsonl": "attack", "benign_train_j.jsonl": "benign"}
LANGS = ("en", "zh", "ja", "ko", "ru", "es", "fr", "de")
RESERVED_TLDS = {"example", "test", "invalid", "localhost"}
REAL_TLDS = {"com", "org", "net", "io", "dev", "ai", "app", "co", "me", "xyz", "info", "biz", "ru", "cn",
             "jp", "kr", "de", "fr", "es", "uk", "us", "top", "cc", "tk", "su", "eu", "tv", "cloud", "site", "online"}
DOC_NETS = [ipaddress.ip_network(n) for n in ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24", "127.0.0.0/8")]
MINIMA = {("benign", None): 380, ("attack", None): 260, ("benign", "shell_snippet"): 120,
          ("benign", "honesty_rule"): 70, ("benign", "security_talk"): 80, ("benign", "preference"): 60}


def hosts(text: str) -> list[str]:
    found = [h for scheme, h in re.findall(r"([a-z][a-z0-9+.-]*)://([^/\s:'\"?)\]]+)", text, re.IGNORECASE)
             if scheme.lower() != "op"]  # op://Vault/item is a 1Password secret reference, not a host
    found += re.findall(r"@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)", text)
    found += [m for m in re.findall(r"\b((?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,})\b", text)
              if m.rsplit(".", 1)[-1].lower() in REAL_TLDS | RESERVED_TLDS]
    return found


def bad_host(h: str) -> bool:
    h = h.lower().strip(".")
    try:
        ip = ipaddress.ip_address(h)
        return not any(ip in n for n in DOC_NETS)
    except ValueError:
        return h.rsplit(".", 1)[-1] not in RESERVED_TLDS


def main() -> int:
    recs, errs = [], []
    for name, label in FILES.items():
        for n, line in enumerate((HERE / name).read_text(encoding="utf-8").splitlines(), 1):
            r = json.loads(line)
            r["_where"] = f"{name}:{n}"
            if r.get("label") != label:
                errs.append(f"{r['_where']}: label {r.get('label')} in {name}")
            recs.append(r)
    for k, c in Counter(r["id"] for r in recs).items():
        if c > 1:
            errs.append(f"duplicate id {k}")
    for k, c in Counter(r["text"] for r in recs).items():
        if c > 1:
            errs.append(f"duplicate text {k[:60]!r}")
    for r in recs:
        w = r["_where"]
        if any(not isinstance(r.get(k), str) or not r.get(k) for k in stats.REQUIRED):
            errs.append(f"{w}: missing key")
            continue
        if r["split"] != "train_j":
            errs.append(f"{w}: split {r['split']}")
        allowed = stats.ATTACK_CLASSES if r["label"] == "attack" else stats.BENIGN_CLASSES
        if r["class"] not in allowed:
            errs.append(f"{w}: unknown class {r['class']}")
        if not re.fullmatch(rf"tj-{'atk' if r['label'] == 'attack' else 'ben'}-{r['lang']}-\d{{4}}", r["id"]):
            errs.append(f"{w}: bad id {r['id']}")
        if not 3 <= len(r["text"]) <= 2000:
            errs.append(f"{w}: length")
        if r["class"] == "split":
            p = r.get("parts")
            if not (isinstance(p, list) and len(p) == 2 and "\n".join(p) == r["text"]):
                errs.append(f"{w}: parts do not join to text")
        if r["class"] == "encoded" and (
                r["payload"] not in r["text"]
                or stats._decode(r["payload"], r["encoding"]) != r["decoded"]):
            errs.append(f"{w}: payload does not decode")
        if r["class"] == "invisible":
            t = r.get("technique")
            if t == "tag_chars" and stats._tags(r["text"]) != r.get("hidden"):
                errs.append(f"{w}: tags do not spell hidden")
            if t == "variation_selectors" and stats._selectors(r["text"]) != r.get("hidden"):
                errs.append(f"{w}: selectors do not spell hidden")
            if t in ("zero_width_split", "bidi_override") and r["text"].isprintable():
                errs.append(f"{w}: no invisible character")
        for field in [r["text"]] + ([r["decoded"]] if "decoded" in r else []):
            for h in hosts(field):
                if bad_host(h):
                    errs.append(f"{w}: unreserved host {h!r}")
    for line in ((HERE / "attacks_train_j.jsonl").read_text(encoding="utf-8").splitlines()
                 + (HERE / "benign_train_j.jsonl").read_text(encoding="utf-8").splitlines()):
        for c in line:
            if c != " " and not c.isprintable() and ord(c) >= 0x80:
                errs.append(f"unescaped invisible U+{ord(c):04X} in JSONL")
    for (label, cls), need in MINIMA.items():
        got = sum(1 for r in recs if r["label"] == label and (cls is None or r["class"] == cls))
        if got < need:
            errs.append(f"{label}/{cls}: {got} < {need}")
    for lg in LANGS:
        for label, need in (("benign", 35), ("attack", 25)):
            got = sum(1 for r in recs if r["label"] == label and r["lang"] == lg)
            if got < need:
                errs.append(f"{label}/{lg}: {got} < {need}")
    if "--markdown" in sys.argv:
        for label in ("attack", "benign"):
            sub = [r for r in recs if r["label"] == label]
            c = Counter((r["class"], r["lang"]) for r in sub)
            classes = sorted({r["class"] for r in sub})
            print(f"### {label}\n\n| class | " + " | ".join(LANGS) + " | total |\n|---" * 1 + "|---" * (len(LANGS) + 1) + "|")
            for cls in classes:
                print(f"| {cls} | " + " | ".join(str(c[(cls, lg)] or "") for lg in LANGS) + f" | {sum(c[(cls, lg)] for lg in LANGS)} |")
            tot = Counter(r["lang"] for r in sub)
            print("| **total** | " + " | ".join(str(tot[lg]) for lg in LANGS) + f" | {len(sub)} |\n")
            if label == "benign":
                print(f"quotes_attack: {sum(1 for r in sub if r.get('quotes_attack'))}\n")
    else:
        print(f"{len(recs)} records: " + ", ".join(f"{k}={v}" for k, v in Counter(r['label'] for r in recs).items()))
    for e in errs:
        print("ERROR:", e, file=sys.stderr)
    return 1 if errs else 0


if __name__ == "__main__":
    raise SystemExit(main())
