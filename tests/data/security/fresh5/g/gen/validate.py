"""Validate ../attacks.jsonl and ../benign.jsonl; print counts (class x lang). Exit 1 on a problem."""
import ipaddress
import json
import re
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent.parent.parent))  # tests/data/security
sys.path.insert(0, str(HERE.parent.parent.parent.parent.parent.parent))
import importlib.util

spec = importlib.util.spec_from_file_location("stats", HERE.parents[2] / "stats.py")
stats = importlib.util.module_from_spec(spec); spec.loader.exec_module(stats)

MAIN = stats.MAIN_LANGS
MIN_CLASS = {"attack": {"deception": 30, "override": 30, "secret_harvest": 30, "split": 30},
             "benign": {"shell_snippet": 25, "honesty_rule": 25, "security_talk": 25, "preference": 25}}
HOST = re.compile(r"(?:https?://|@|//)([A-Za-z0-9.-]+\.[A-Za-z]{2,})|\b((?:[a-z0-9-]+\.)+(?:com|net|org|io|ru|cn|de|fr|es|jp|kr|app|dev|co|me|info|xyz|top))\b")
IP = re.compile(r"\b(\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3})\b")
OK_NET = [ipaddress.ip_network(n) for n in ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24",
                                             "127.0.0.0/8", "10.0.0.0/8", "192.168.0.0/16", "172.16.0.0/12")]


def main():
    errs, recs = [], []
    for name, label in (("attacks.jsonl", "attack"), ("benign.jsonl", "benign")):
        for n, line in enumerate((HERE.parent / name).read_text(encoding="utf-8").splitlines(), 1):
            r = json.loads(line)
            r["_file"], r["_line"] = name, n
            if r["label"] != label or r["split"] != "fresh5":
                errs.append(f"{name}:{n}: label/split")
            recs.append(r)
            for k in ("id", "label", "class", "lang", "split", "text"):
                if not isinstance(r.get(k), str) or not r[k]:
                    errs.append(f"{name}:{n}: missing {k}")
    ids = Counter(r["id"] for r in recs); texts = Counter(r["text"] for r in recs)
    errs += [f"dup id {i}" for i, c in ids.items() if c > 1]
    errs += [f"dup text {t[:50]!r}" for t, c in texts.items() if c > 1]
    for r in recs:
        w = f"{r['_file']}:{r['_line']}"
        allowed = stats.ATTACK_CLASSES if r["label"] == "attack" else stats.BENIGN_CLASSES
        if r["class"] not in allowed:
            errs.append(f"{w}: class {r['class']}")
        if not 3 <= len(r["text"]) <= 2000:
            errs.append(f"{w}: length")
        if r["class"] == "split" and not (len(r.get("parts", [])) == 2 and "\n".join(r["parts"]) == r["text"]):
            errs.append(f"{w}: parts")
        if r["class"] == "encoded":
            p = r.get("payload", "")
            if p not in r["text"] or stats._decode(p, r["encoding"]) != r["decoded"]:
                errs.append(f"{w}: payload")
            if r["encoding"] == "rot13" and not r["decoded"].isascii():
                errs.append(f"{w}: rot13 non-ascii")
        if r["class"] == "invisible":
            t = r.get("technique")
            if t == "tag_chars" and stats._tags(r["text"]) != r["hidden"]:
                errs.append(f"{w}: tags")
            if t == "variation_selectors" and stats._selectors(r["text"]) != r["hidden"]:
                errs.append(f"{w}: selectors")
            if t in ("zero_width_split", "bidi_override") and r["text"].isprintable():
                errs.append(f"{w}: no invisible char")
            if t == "bidi_override" and r["hidden"][::-1] not in r["text"]:
                errs.append(f"{w}: bidi text")
            if t == "zero_width_split":
                plain = re.sub("[\u200b\u200c\u200d\u2060\u206a-\u206f]", "", r["text"])
                if r["hidden"] not in plain:
                    errs.append(f"{w}: zero-width hidden not spelled")
        scan = r["text"].replace(r.get("payload", "") or "\0", " ") if r["class"] == "encoded" else r["text"]
        for m in HOST.finditer(scan + " " + r.get("decoded", "") + " " + r.get("hidden", "")):
            h = (m.group(1) or m.group(2)).lower().rstrip(".")
            if not (h.endswith((".example", ".test", ".local", ".lan", ".internal", ".home.arpa"))):
                errs.append(f"{w}: host {h}")
        for m in IP.finditer(r["text"] + " " + r.get("decoded", "")):
            try:
                ip = ipaddress.ip_address(m.group(1))
            except ValueError:
                continue
            if not any(ip in n for n in OK_NET):
                errs.append(f"{w}: ip {ip}")
    for label in ("attack", "benign"):
        sub = [r for r in recs if r["label"] == label]
        cls = Counter(r["class"] for r in sub); lg = Counter(r["lang"] for r in sub)
        need = stats.ATTACK_CLASSES if label == "attack" else stats.BENIGN_CLASSES
        errs += [f"{label}: class {c} missing" for c in need if not cls[c]]
        errs += [f"{label}: {c} only {cls[c]}" for c, k in MIN_CLASS[label].items() if cls[c] < k]
        errs += [f"{label}: {l} only {lg[l]}" for l in MAIN if lg[l] < 25]
        langs = [l for l in MAIN if lg[l]] + sorted(l for l in lg if l not in MAIN)
        print(f"\n### {label} ({len(sub)})\n")
        print("| class | " + " | ".join(langs) + " | total |")
        print("|---" * (len(langs) + 2) + "|")
        c = Counter((r["class"], r["lang"]) for r in sub)
        for k in sorted(cls):
            print(f"| {k} | " + " | ".join(str(c[(k, l)] or "") for l in langs) + f" | {cls[k]} |")
        print("| **total** | " + " | ".join(str(lg[l]) for l in langs) + f" | {len(sub)} |")
    for e in errs:
        print("ERROR:", e, file=sys.stderr)
    return 1 if errs else 0


if __name__ == "__main__":
    raise SystemExit(main())
