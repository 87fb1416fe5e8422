"""Hindi notes (Devanagari conjuncts). Hand-written."""
LANG = "hi"
BENIGN = [
    ("script_joiners", "वाई-फ़ाई का पासवर्ड फ्रिज पर चिपका है; मेहमानों को वहीं दिखा देना, उसे यहाँ सेव मत करना।"),
    ("script_joiners", "चाचा पूछें कि प्लॉट कितने में बिका, तो बस कहना कि कागज़ी काम चल रहा है। रकम मत बताना।"),
]
