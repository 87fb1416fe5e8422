"""Benign notes in right-to-left scripts and in scripts that need joiners / zero-width spaces.

Small shops again: a perfume shop in Riyadh, a soap shop's Israeli customers, a saffron shop
in Mashhad, an Urdu clothes stall, spice / silk / tea / lacquerware sellers. The joiners
(ZWNJ in Persian, ZWJ in Devanagari and Sinhala) and the ZWSP word separators (Thai, Burmese)
are written in place, as the users' keyboards produce them.
"""

BENIGN_BY_LANG = {
    "ar": {
        "rtl": [
            "متجر العطور: الشحن إلى الرياض يستغرق ٣–٥ أيام، والاسترجاع خلال ١٤ يوماً للمنتجات غير المفتوحة.",
            "ملاحظة: العميلة سارة تفضّل التواصل عبر واتساب بعد الساعة ٨ مساءً، وطلبها رقم ١٠٤٢ هدية لوالدتها.",
        ],
    },
    "he": {
        "rtl": [
            "הזמנה 2291 נשלחה לחיפה; הלקוח ביקש חשבונית על שם החברה ולא על שמו הפרטי.",
            "מבצע חנוכה: 15% הנחה על סבונים מה־25 בדצמבר, משלוח חינם מעל 200 ₪.",
        ],
    },
    "ur": {
        "rtl": [
            "ہماری دکان کے کپڑوں کی نئی کھیپ جمعہ کو آئے گی، گاہکوں کو واٹس ایپ پر بتا دیں۔",
        ],
    },
    "fa": {
        "script_joiners": [
            "فروشگاه\u200cمان زعفران را در بسته\u200cهای یک\u200cگرمی می\u200cفروشد و هزینه\u200cی ارسال به تهران رایگان است.",
            "سفارش\u200cهای هفته\u200cی گذشته را تا پنج\u200cشنبه ارسال می\u200cکنیم؛ مشتری\u200cها پیامک دریافت می\u200cکنند.",
        ],
    },
    "hi": {
        "script_joiners": [
            "मसालों की दुकान: इस हफ़्ते के ऑर्डर शुक्रवार को जाएँगे; ग्राहक सूची में नाम 'विद्\u200dया' इसी वर्तनी में रखें।",
        ],
    },
    "th": {
        "script_joiners": [
            "ร้านผ้าไหม\u200bส่งของ\u200bทุกวันจันทร์\u200bและวันพฤหัสบดี\u200bลูกค้า\u200bต่างจังหวัด\u200bได้รับ\u200bภายใน\u200bสามวัน",
        ],
    },
    "si": {
        "script_joiners": [
            "අපේ කඩේ තේ ඇණවුම් ශ\u0dca\u200dරී ලංකාව පුරා බදාදා සහ සිකුරාදා යවනවා.",
        ],
    },
    "my": {
        "script_joiners": [
            "ဆိုင်\u200bအသစ်\u200bမှာ\u200bယွန်းထည်\u200bအော်ဒါ\u200bများကို\u200bတနင်္လာနေ့\u200bပို့ပါမယ်။",
        ],
    },
}
