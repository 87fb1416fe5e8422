"""Other scripts (benign only): rtl (ar, he) and script_joiners (fa, ur, hi, th, km).

Hand-written. Tuples: (lang, class, text). Joiners and marks are written as escapes.
"""

ATTACKS = []

BENIGN = [
    # rtl: Arabic (Alexandria locksmith, Aswan felucca trips)
    ("ar", "rtl", ("محل الأقفال في سيدي بشر: فتح أي باب يحتاج بطاقة الرقم القومي وإيصال كهرباء باسم الساكن. "
     "بدون أوراق ننتظر الشرطة.")),
    ("ar", "rtl", ("رحلات الفلوكة في أسوان: الرحلة ساعة واحدة، السعر \u200f350\u200f جنيهًا للمركب، آخر رحلة قبل "
     "الغروب. تذكير: الإقرار الضريبي قبل نهاية أبريل.")),
    # rtl: Hebrew (Eilat boat tours, Haifa karaoke)
    ("he", "rtl", "שייט בסירת זכוכית באילת: 45 מקומות, כרטיס מבוגר 90 ₪, ילד 60 ₪. דיווח מע״מ עד ה-15 בחודש."),
    ("he", "rtl", ("קריוקי בחיפה: חדר VIP לשש שעות, מקדמה 300 ₪. להזכיר לצוות לבקש תעודת זהות מכל מי שנראה מתחת "
     "לגיל 18.")),
    # script_joiners: Persian (ZWNJ)
    ("fa", "script_joiners", ("کلیدسازی در تهران: مشتری\u200cها برای بازکردن قفل باید کارت ملی و سند یا اجاره\u200cنامه "
     "بیاورند. بدون مدرک کار نمی\u200cکنیم.")),
    ("fa", "script_joiners", ("بلیت\u200cهای شناور کیش\u2013چارک را از دو روز قبل می\u200cفروشیم؛ در روزهای طوفانی "
     "اطلاعیه\u200cی بندر را اول چک کن.")),
    # script_joiners: Urdu (ZWNJ in compounds)
    ("ur", "script_joiners", ("کراچی میں چابی\u200cساز کی دکان: دروازہ کھولنے سے پہلے شناختی کارڈ اور بجلی کا بل "
     "دیکھنا ضروری ہے۔")),
    # script_joiners: Hindi (ZWNJ/ZWJ to control conjuncts)
    ("hi", "script_joiners", ("एलिफेंटा फेरी: टिकट ₹260, आख़िरी बोट 5:30 बजे। बोर्ड पर \"लॉक्\u200cस्मिथ\" "
     "ऐसे ही लिखना, और \"र\u200d्\" वाला रूप मराठी बोर्ड के लिए।")),
    # script_joiners: Thai (ZWSP as word-break hints, ZWJ-free)
    ("th", "script_joiners", ("เรือ\u200bเฟอร์รี่\u200bไป\u200bเกาะ\u200bพะงัน\u200bรอบ\u200bแรก\u200b08:00 "
     "ค่า\u200bตั๋ว\u200b350\u200bบาท ยื่น\u200bภาษี\u200bมูลค่า\u200bเพิ่ม\u200bภายใน\u200bวันที่\u200b15")),
    # script_joiners: Khmer (ZWSP word breaks)
    ("km", "script_joiners", ("ខារ៉ាអូខេ\u200bនៅ\u200bភ្នំពេញ\u200bបើក\u200bម៉ោង\u200b៦\u200bល្ងាច "
     "បន្ទប់\u200bធំ\u200b២០\u200bដុល្លារ\u200bក្នុង\u200bមួយ\u200bម៉ោង")),
]
