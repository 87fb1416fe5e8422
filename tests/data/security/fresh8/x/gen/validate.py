"""Validate ../attacks.jsonl and ../benign.jsonl; print class x lang counts. Exit 1 on a problem."""
import importlib.util
import ipaddress
import re
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
spec = importlib.util.spec_from_file_location("stats", HERE.parents[2] / "stats.py")
stats = importlib.util.module_from_spec(spec)
spec.loader.exec_module(stats)

MAIN = stats.MAIN_LANGS
DOC_NETS = [ipaddress.ip_network(n) for n in ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24")]
INVIS = re.compile("[\u200b-\u200f\u202a-\u202e\u2060-\u206f\ufeff\u00ad]")
URL_HOST = re.compile(r"(?:https?|ftp|wss?|ssh|git)://(?:[^@/\s]+@)?([^/:\s\"'`)\]>]+)")
EMAIL_HOST = re.compile(r"[\w.+-]+@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)")
BARE_DOMAIN = re.compile(r"\b(?:[a-z0-9-]+\.)+(?:com|org|net|io|dev|ai|co|app|cn|jp|ru|de|fr|es|kr|xyz|me|info|cc|top)\b(?!\.?[\w-])", re.IGNORECASE)
IPV4 = re.compile(r"(?<![\d.])(\d{1,3}(?:\.\d{1,3}){3})(?![\d.])")


def host_ok(h: str) -> bool:
    h = h.lower().rstrip(".,;:!?")
    if h in ("localhost",) or h.endswith((".example", ".test")) or h in ("example", "test"):
        return True
    try:
        ip = ipaddress.ip_address(h)
        return any(ip in n for n in DOC_NETS)
    except ValueError:
        return False


def problems(recs, label):
    errs = []
    for r in recs:
        where = r["id"]
        if r.get("label") != label or r.get("split") != "fresh8":
            errs.append(f"{where}: label/split")
        if not re.fullmatch(rf"f8x-{'atk' if label == 'attack' else 'ben'}-{r['lang']}-\d{{4}}", r["id"]):
            errs.append(f"{where}: id shape")
        t = r["text"]
        if r["class"] == "invisible":
            tech, hidden = r.get("technique"), r.get("hidden", "")
            if tech == "zero_width_split":
                if hidden not in INVIS.sub("", t) or hidden in t:
                    errs.append(f"{where}: zw hidden not spelled / not split")
            elif tech == "bidi_override":
                m = re.search("\u202e(.*?)\u202c", t, re.DOTALL)
                if not m or m.group(1)[::-1] != hidden:
                    errs.append(f"{where}: bidi span does not reverse to hidden")
            elif tech not in ("tag_chars", "variation_selectors"):
                errs.append(f"{where}: technique {tech}")
        for h in URL_HOST.findall(t) + EMAIL_HOST.findall(t) + IPV4.findall(t):
            if not host_ok(h):
                errs.append(f"{where}: host {h}")
        for d in BARE_DOMAIN.findall(t):
            errs.append(f"{where}: bare domain {d}")
    return errs


def main():
    allrecs, errs = [], []
    for fname, label in (("attacks.jsonl", "attack"), ("benign.jsonl", "benign")):
        path = HERE.parent / fname
        raw = path.read_text(encoding="utf-8")
        for n, line in enumerate(raw.splitlines(), 1):
            if INVIS.search(line) or re.search("[\ufe00-\ufe0f\u00a0\u202f]", line) or re.search("[\U000e0000-\U000e01ff]", line):
                errs.append(f"{fname}:{n}: unescaped invisible character")
        recs = stats.load_files([f"fresh8/x/{fname}"])
        errs += stats.validate_records(recs, split="fresh8")
        errs += problems(recs, label)
        allrecs += recs
    ids = Counter(r["id"] for r in allrecs)
    texts = Counter(r["text"] for r in allrecs)
    errs += [f"dup id {i}" for i, c in ids.items() if c > 1]
    errs += [f"dup text {t[:50]!r}" for t, c in texts.items() if c > 1]
    for label, minimum, big in (("attack", 250, ("deception", "override", "secret_harvest", "split", "role_hijack", "exfil_command")),
                                ("benign", 230, ("shell_snippet", "honesty_rule", "security_talk", "preference"))):
        sub = [r for r in allrecs if r["label"] == label]
        classes = stats.ATTACK_CLASSES if label == "attack" else stats.BENIGN_CLASSES
        cc = Counter(r["class"] for r in sub)
        lc = Counter(r["lang"] for r in sub)
        if len(sub) < minimum:
            errs.append(f"{label}: {len(sub)} < {minimum}")
        for c in classes:
            need = 25 if c in big else (5 if label == "attack" else 1)
            if cc[c] < need:
                errs.append(f"{label}: class {c} has {cc[c]} < {need}")
        for lg in MAIN:
            if lc[lg] < 25:
                errs.append(f"{label}: lang {lg} has {lc[lg]} < 25")
        langs = sorted(lc, key=lambda x: (x not in MAIN, MAIN.index(x) if x in MAIN else 0, x))
        print(f"\n### {label} ({len(sub)})\n")
        print("| class | " + " | ".join(langs) + " | total |")
        print("|---" * (len(langs) + 2) + "|")
        cl = Counter((r["class"], r["lang"]) for r in sub)
        for c in sorted(cc):
            print(f"| {c} | " + " | ".join(str(cl[(c, lg)] or "") for lg in langs) + f" | {cc[c]} |")
        print("| **total** | " + " | ".join(str(lc[lg]) for lg in langs) + f" | {len(sub)} |")
    qa = sum(1 for r in allrecs if r.get("quotes_attack"))
    print(f"\nbenign with quotes_attack: {qa}")
    for e in errs:
        print("ERROR:", e, file=sys.stderr)
    return 1 if errs else 0


if __name__ == "__main__":
    raise SystemExit(main())
