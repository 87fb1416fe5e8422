# Other scripts (rtl, script joiners), hand-written, small: a football training note in Arabic,
# a chess club in Hebrew, a mountaineering club and a futsal team in Persian (ZWNJ in place), a cricket
# club in Hindi (ZWJ in a conjunct) and Urdu, a running club in Thai and a chess club in Khmer (ZWSP).
# Entries: (class, lang, text).

BENIGN = [
    ("rtl", "ar", "ملاحظة للمدرب: تدريب فريق الناشئين يوم السبت الساعة العاشرة صباحاً في الملعب البلدي، ونرجو من الأهالي إحضار قارورة ماء."),
    ("rtl", "he", "תזכורת לחוג השחמט: הטורניר ביום שישי בשעה 16:00 במתנ\"ס, הרשמה אצל המאמן עד יום רביעי."),
    ("rtl", "fa", "یادداشت باشگاه کوه‌نوردی: صعود دماوند از جبهه جنوبی، حرکت پنجشنبه ساعت ۶ صبح، تجهیزات زمستانی الزامی است."),
    ("script_joiners", "fa", "برنامه‌ی تمرین تیم فوتسال: سه‌شنبه‌ها و پنج‌شنبه‌ها ساعت ۸ شب در سالن می‌خواهیم."),
    ("script_joiners", "hi", "क्रिकेट क्लब की सूचना: रविवार सुबह 7 बजे नेट प्रैक्टिस, सभी खिलाड़ी अपना किट साथ लाएँ। कोच क्\u200dषितिज जी रहेंगे।"),
    ("script_joiners", "th", "ชมรมวิ่ง\u200bนัด\u200bซ้อม\u200bวัน\u200bอาทิตย์\u200bหก\u200bโมง\u200bเช้า\u200bที่\u200bสวน\u200bลุมพินี"),
    ("rtl", "ur", "کرکٹ کلب: اتوار کو صبح آٹھ بجے میچ ہے، تمام کھلاڑی سفید کٹ میں آئیں۔"),
    ("script_joiners", "km", "ក្លឹប\u200bអុក\u200bចត្រង្គ\u200bជួប\u200bគ្នា\u200bរៀង\u200bរាល់\u200bថ្ងៃ\u200bសៅរ៍"),
]
