"""Mechanical helpers: seeded random machine strings, encodings, placeholder filling.

Placeholders in hand-written texts: {kind} or {kind:arg}. Generated values are wrapped in
\x02...\x03 markers while counting blob lines, then the markers are stripped.
"""
from __future__ import annotations

import base64
import codecs
import json
import re
import struct
import urllib.parse
import zlib

B = "\x02"
E = "\x03"
LOW = "abcdefghijklmnopqrstuvwxyz0123456789"
UP = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
HEXC = "0123456789abcdef"
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
BECH = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"


def _s(rng, alphabet, n):
    return "".join(rng.choice(alphabet) for _ in range(n))


def _b64url(b: bytes) -> str:
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def _png(rng) -> bytes:
    w = h = rng.choice([6, 8, 10])
    raw = b"".join(b"\x00" + bytes(rng.randrange(256) for _ in range(w * 3)) for _ in range(h))

    def chunk(t, d):
        return struct.pack(">I", len(d)) + t + d + struct.pack(">I", zlib.crc32(t + d) & 0xFFFFFFFF)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


def _wrap(s, n):
    return "\n".join(s[i:i + n] for i in range(0, len(s), n))


def _jwt(rng):
    head = _b64url(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
    iat = 1700000000 + rng.randrange(30000000)
    body = {"sub": "test-user-" + _s(rng, "0123456789", 4), "env": rng.choice(["staging", "test", "dev"]),
            "iat": iat, "exp": iat + 3600}
    pay = _b64url(json.dumps(body, separators=(",", ":")).encode())
    sig = _b64url(bytes(rng.randrange(256) for _ in range(32)))
    return f"{head}.{pay}.{sig}"


def _hexdump(rng, off):
    bs = bytes(rng.randrange(256) for _ in range(16))
    groups = " ".join(bs[i:i + 2].hex() for i in range(0, 16, 2))
    asc = "".join(chr(c) if 32 <= c < 127 else "." for c in bs)
    return f"{off:08x}: {groups}  {asc}"


def one(rng, kind, arg):
    """One generated value of `kind` (arg: optional string parameter)."""
    n = int(arg) if arg and arg.isdigit() else None
    if kind == "sha256":
        return _s(rng, HEXC, 64)
    if kind == "sha1":
        return _s(rng, HEXC, 40)
    if kind == "md5":
        return _s(rng, HEXC, 32)
    if kind == "git":
        return _s(rng, HEXC, 7)
    if kind == "x":
        return _s(rng, HEXC, n or 16)
    if kind == "d":
        return rng.choice("123456789") + _s(rng, "0123456789", (n or 8) - 1)
    if kind == "A":
        return _s(rng, UP, n or 10)
    if kind == "a":
        return _s(rng, LOW, n or 10)
    if kind == "uuid":
        h = _s(rng, HEXC, 32)
        h = h[:12] + "4" + h[13:16] + rng.choice("89ab") + h[17:]
        return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"
    if kind == "lic":
        return "-".join(_s(rng, UP, 5) for _ in range(5))
    if kind == "rc":
        return _s(rng, LOW, 4) + "-" + _s(rng, LOW, 4)
    if kind == "rcrow":
        return "  ".join(_s(rng, LOW, 4) + "-" + _s(rng, LOW, 4) for _ in range(4))
    if kind == "tok":
        return (arg or "test_sk") + "_" + _s(rng, LOW + "ABCDEFGHIJKLMNOPQRSTUVWXYZ", 28)
    if kind == "fp":
        return "SHA256:" + base64.b64encode(bytes(rng.randrange(256) for _ in range(32))).decode().rstrip("=")
    if kind == "md5fp":
        return ":".join(_s(rng, HEXC, 2) for _ in range(16))
    if kind == "gpg":
        return " ".join(_s(rng, "0123456789ABCDEF", 4) for _ in range(10))
    if kind == "eth":
        return "0x" + _s(rng, "0123456789abcdefABCDEF", 40)
    if kind == "btc":
        return "bc1q" + _s(rng, BECH, 38)
    if kind == "b58":
        return _s(rng, B58, n or 44)
    if kind == "b32":
        return _s(rng, B32, n or 32)
    if kind == "png":
        return "data:image/png;base64," + base64.b64encode(_png(rng)).decode()
    if kind == "pngwrap":
        return _wrap(base64.b64encode(_png(rng)).decode(), 76)
    if kind == "pem":
        der = bytes.fromhex("302a300506032b6570032100") + bytes(rng.randrange(256) for _ in range(32))
        return "-----BEGIN PUBLIC KEY-----\n" + base64.b64encode(der).decode() + "\n-----END PUBLIC KEY-----"
    if kind == "pemrsa":
        der = bytes.fromhex("30820122300d06092a864886f70d01010105000382010f003082010a0282010100") + \
            bytes(rng.randrange(256) for _ in range(256)) + bytes.fromhex("0203010001")
        return "-----BEGIN PUBLIC KEY-----\n" + _wrap(base64.b64encode(der).decode(), 64) + "\n-----END PUBLIC KEY-----"
    if kind == "sshpub":
        return "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + base64.b64encode(bytes(rng.randrange(256) for _ in range(32))).decode().rstrip("=")
    if kind == "jwt":
        return _jwt(rng)
    if kind == "hexdump":
        return "\n".join(_hexdump(rng, 16 * i) for i in range(n or 4))
    if kind == "upu":
        return rng.choice(["RR", "RA", "LB", "CP"]) + _s(rng, "0123456789", 9) + (arg or "XX")
    if kind == "ups":
        return "1Z" + _s(rng, UP, 16)
    if kind == "imei":
        return _s(rng, "0123456789", 15)
    return None


PH = re.compile(r"\{(PAYLOAD|[a-zA-Z][a-z0-9]*)(?::([A-Za-z0-9_]+))?\}")


def fill(rng, text, payload=None):
    """Replace placeholders; returns (text with markers, plain text)."""
    def rep(m):
        kind, arg = m.group(1), m.group(2)
        if kind == "PAYLOAD":
            return B + payload + E
        v = one(rng, kind, arg)
        if v is None:
            return m.group(0)
        return "\n".join(B + line + E for line in v.split("\n"))
    marked = PH.sub(rep, text)
    return marked, marked.replace(B, "").replace(E, "")


def blob_lines(marked: str) -> int:
    n = 0
    for line in marked.split("\n"):
        gen = sum(len(seg.split(E)[0]) for seg in line.split(B)[1:])
        plain = line.replace(B, "").replace(E, "")
        ns = len("".join(plain.split()))
        if ns and ((gen >= 8 and gen / ns >= 0.5) or gen >= 32):
            n += 1
    return n


def encode(decoded: str, encoding: str) -> str:
    if encoding == "base64":
        return base64.b64encode(decoded.encode()).decode()
    if encoding == "hex":
        return decoded.encode().hex()
    if encoding == "rot13":
        return codecs.encode(decoded, "rot13")
    if encoding == "url":
        return urllib.parse.quote(decoded, safe="")
    raise ValueError(encoding)


def escape_invisible(s: str) -> str:
    """JSON line text with invisible / format / selector characters as \\uXXXX escapes."""
    import unicodedata
    out = []
    for ch in s:
        o = ord(ch)
        if unicodedata.category(ch) in ("Cf", "Mn") and (o in range(0x200B, 0x2070) or 0xFE00 <= o <= 0xFE0F
                                                        or o >= 0xE0000 or o in (0x00AD, 0xFEFF, 0x034F)):
            if o > 0xFFFF:
                v = o - 0x10000
                out.append(f"\\u{0xD800 + (v >> 10):04x}\\u{0xDC00 + (v & 0x3FF):04x}")
            else:
                out.append(f"\\u{o:04x}")
        else:
            out.append(ch)
    return "".join(out)
