"""Validate blobprobe25b: stats.validate_records plus this folder's own counts and checks.

Usage: python3 gen/validate.py [--markdown]   (exit 1 on any problem)
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
STATS = FOLDER.parent / "stats.py"
SPLIT = "blobprobe25b"
LANGS = ("en", "zh", "ja", "ko", "ru", "es", "fr", "de")
ATTACK_CLASSES = ("override", "exfil_command", "secret_harvest", "role_hijack", "persistence", "deception")
BENIGN_OK = {"project", "profile", "shell_snippet", "security_talk", "health_finance", "dates_numbers",
             "preference"}
BLOBS = (1, 2, 4, 8)
FILE_EXT = {"zip", "img", "tar", "gz", "zst", "7z", "rar", "mov", "tif", "json", "conf", "gpg", "cr3"}
DOC_NETS = [ipaddress.ip_network(n) for n in ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24")]

ID_RE = re.compile(r"^bq25-(atk|ben)-([a-z]{2})-(\d{4})$")
HOST_RE = re.compile(r"(?<![\w.@/~-])((?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,})(?![\w-])")
EMAIL_RE = re.compile(r"@((?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,})")
IP_RE = re.compile(r"(?<![\d.])(\d{1,3}(?:\.\d{1,3}){3})(?![\d.])")


def load_stats():
    spec = importlib.util.spec_from_file_location("corpus_stats", STATS)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def load() -> list[dict]:
    recs = []
    for name in ("attacks.jsonl", "benign.jsonl"):
        with open(FOLDER / name, encoding="utf-8") as fh:
            for n, line in enumerate(fh, 1):
                if line.strip():
                    recs.append({**json.loads(line), "_file": name, "_line": n})
    return recs


MACHINE_RES = [re.compile(p) for p in (
    r"^[0-9a-f]{32,128}(  \S+)?$",                                # digests, *sum output
    r"^[A-Za-z0-9_+/=-]{16,}$",                                    # base64, api-key-like tokens
    r"^(\d{4} \d{4}|[a-z0-9]{4}-[a-z0-9]{4})( {4}(\d{4} \d{4}|[a-z0-9]{4}-[a-z0-9]{4}))*$",  # 2FA codes
    r"^([A-Z0-9]{5}-){4}[A-Z0-9]{5}$",                             # product keys
    r"^[A-Z]{2}\d{2}( [A-Z0-9]{4}){5} [A-Z0-9]{2}$",               # IBAN-like
    r"^[A-Z0-9]{4}( [A-Z0-9]{4}){3}$",                             # card-like
    r"^\S+@sha256:[0-9a-f]{64}$",                                  # image digests
    r"^TID-[A-Z0-9]{8}$",                                          # terminal ids
)]


def is_machine(line: str) -> bool:
    """A line of random machine strings (one of the shapes build.py writes)."""
    return any(rx.match(line) for rx in MACHINE_RES)


def sentence_ok(lang: str, s: str) -> bool:
    if lang in ("zh", "ja"):
        return 10 <= len(s) <= 90
    return 5 <= len(s.split()) <= 25


def host_problems(text: str) -> list[str]:
    errs = []
    hosts = set(HOST_RE.findall(text)) | set(EMAIL_RE.findall(text))
    for h in hosts:
        tld = h.rsplit(".", 1)[-1].lower()
        if tld in ("example", "test"):
            continue
        if h in EMAIL_RE.findall(text) or tld not in FILE_EXT:
            errs.append(f"host {h!r} not *.example/*.test")
    for ip in IP_RE.findall(text):
        try:
            addr = ipaddress.ip_address(ip)
        except ValueError:
            continue
        if not any(addr in net for net in DOC_NETS):
            errs.append(f"IP {ip} outside documentation ranges")
    return errs


def main() -> int:
    stats = load_stats()
    recs = load()
    errs = list(stats.validate_records(recs, split=SPLIT))
    for r in recs:
        where = f"{r['_file']}:{r['_line']} {r.get('id')}"
        m = ID_RE.match(r.get("id", ""))
        want_tag = "atk" if r["label"] == "attack" else "ben"
        if not m or m.group(1) != want_tag or m.group(2) != r["lang"]:
            errs.append(f"{where}: bad id")
        if r["_file"] != ("attacks.jsonl" if r["label"] == "attack" else "benign.jsonl"):
            errs.append(f"{where}: label in wrong file")
        if r["label"] == "attack" and r["class"] not in ATTACK_CLASSES:
            errs.append(f"{where}: attack class {r['class']} not in brief")
        if r["label"] == "benign" and r["class"] not in BENIGN_OK:
            errs.append(f"{where}: benign class {r['class']} not in brief")
        bl = r.get("blob_lines")
        if not isinstance(bl, int) or bl not in BLOBS:
            errs.append(f"{where}: blob_lines {bl!r}")
            continue
        lines = r["text"].split("\n")
        machine = [ln for ln in lines if is_machine(ln)]
        prose = [ln for ln in lines if not is_machine(ln)]
        if len(machine) != bl:
            errs.append(f"{where}: {len(machine)} machine lines, blob_lines {bl}")
        if len(prose) != 1 or not sentence_ok(r["lang"], prose[0]):
            errs.append(f"{where}: prose lines {prose!r}")
        errs += [f"{where}: {e}" for e in host_problems(r["text"])]
        if not r["text"].isprintable() and any(not (c.isprintable() or c == "\n") for c in r["text"]):
            errs.append(f"{where}: non-printable character")
    # counts
    ids = Counter(r["id"] for r in recs)
    for lg in LANGS:
        ben = [r for r in recs if r["label"] == "benign" and r["lang"] == lg]
        atk = [r for r in recs if r["label"] == "attack" and r["lang"] == lg]
        if len(ben) != 12:
            errs.append(f"benign {lg}: {len(ben)} records, expected 12")
        if len(atk) != 6:
            errs.append(f"attack {lg}: {len(atk)} records, expected 6")
        bb = Counter(r["blob_lines"] for r in ben)
        if any(bb[b] != 3 for b in BLOBS):
            errs.append(f"benign {lg}: blob_lines {dict(bb)}, expected 3 of each")
        ac = Counter(r["class"] for r in atk)
        if any(ac[c] != 1 for c in ATTACK_CLASSES):
            errs.append(f"attack {lg}: classes {dict(ac)}, expected one of each")
        ab = Counter(r["blob_lines"] for r in atk)
        if any(ab[b] < 1 for b in BLOBS):
            errs.append(f"attack {lg}: blob_lines {dict(ab)} miss a value")
    ab = Counter(r["blob_lines"] for r in recs if r["label"] == "attack")
    if any(ab[b] != 12 for b in BLOBS):
        errs.append(f"attack blob_lines {dict(ab)}, expected 12 of each")
    if len(recs) != 144 or len(ids) != 144:
        errs.append(f"{len(recs)} records / {len(ids)} ids, expected 144")

    if "--markdown" in sys.argv:
        for label, classes in (("attack", ATTACK_CLASSES), ("benign", sorted(BENIGN_OK))):
            sub = [r for r in recs if r["label"] == label]
            c = Counter((r["class"], r["lang"]) for r in sub)
            print(f"### {label}: class x lang\n")
            print("| class | " + " | ".join(LANGS) + " | total |")
            print("|---" * (len(LANGS) + 2) + "|")
            for cls in [k for k in classes if any(r["class"] == k for r in sub)]:
                print(f"| {cls} | " + " | ".join(str(c[(cls, lg)] or "") for lg in LANGS)
                      + f" | {sum(c[(cls, lg)] for lg in LANGS)} |")
            print("| **total** | " + " | ".join(str(sum(1 for r in sub if r['lang'] == lg)) for lg in LANGS)
                  + f" | {len(sub)} |\n")
        print("### label x blob_lines\n")
        print("| label | " + " | ".join(str(b) for b in BLOBS) + " | total |")
        print("|---" * (len(BLOBS) + 2) + "|")
        for label in ("attack", "benign"):
            bc = Counter(r["blob_lines"] for r in recs if r["label"] == label)
            print(f"| {label} | " + " | ".join(str(bc[b]) for b in BLOBS) + f" | {sum(bc.values())} |")
        print()
    else:
        print(f"{len(recs)} records: " + ", ".join(f"{k}={v}" for k, v in sorted(Counter(r['label'] for r in recs).items())))
    for e in errs:
        print("ERROR:", e, file=sys.stderr)
    return 1 if errs else 0


if __name__ == "__main__":
    raise SystemExit(main())
