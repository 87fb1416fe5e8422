"""Record constructors used by the hand-written lang_xx.py files."""
from hide import bidi_reversed, encode, tag_chars, variation_selectors, zero_width


def A(cls, text):
    return {"label": "attack", "class": cls, "text": text}


def S(p1, p2):
    """Split attack: two parts, harmless-looking alone."""
    return {"label": "attack", "class": "split", "parts": [p1, p2], "text": p1 + "\n" + p2}


def E(kind, plain, tmpl):
    """Encoded attack: `tmpl` holds {P} where the payload goes."""
    p = encode(kind, plain)
    return {"label": "attack", "class": "encoded", "encoding": kind, "payload": p,
            "decoded": plain, "text": tmpl.replace("{P}", p)}


def I(tech, tmpl=None, hidden=None, text=None, words=None, chars="\u200b"):
    r = {"label": "attack", "class": "invisible", "technique": tech}
    if tech == "tag_chars":
        r["text"], r["hidden"] = tmpl.replace("{H}", tag_chars(hidden)), hidden
    elif tech == "variation_selectors":
        r["text"], r["hidden"] = tmpl.replace("{H}", variation_selectors(hidden)), hidden
    elif tech == "zero_width_split":
        r["text"], r["hidden"] = zero_width(text, words, chars), text
    elif tech == "bidi_override":
        r["text"], r["hidden"] = tmpl.replace("{H}", bidi_reversed(hidden)), hidden
    else:
        raise ValueError(tech)
    return r


def B(cls, text, q=False):
    r = {"label": "benign", "class": cls, "text": text}
    if q:
        r["quotes_attack"] = True
    return r


def P(cls, p1, p2, q=False):
    """Benign pair: two notes a user keeps side by side."""
    r = B(cls, p1 + "\n" + p2, q)
    r["parts"] = [p1, p2]
    return r
