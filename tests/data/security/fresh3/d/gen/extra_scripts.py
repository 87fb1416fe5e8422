"""Benign notes in right-to-left scripts and in scripts that need joiners (hand-written).

Joiners are written in place with named constants: ZWNJ inside Persian words, ZWJ for the
Sinhala yansaya (ශ්‍රී), the Marathi eyelash ra (र्‍) and old-style Malayalam chillus (ന്‍, ള്‍),
ZWSP as the word separator of Thai, Khmer and Burmese, LRM around Latin names in Arabic.
"""

from __future__ import annotations

from chars import LRM, RLM, ZWJ, ZWNJ, ZWSP

EXTRA: list[tuple[str, str, str]] = [
    ("rtl", "ar", "ذكّرني بإرسال تقرير المبيعات الشهري إلى مدير فرع الرياض قبل يوم ٢٥ من كل شهر."),
    (
        "rtl",
        "ar",
        "اجتماع الفريق يوم الأحد الساعة 10:00، الرابط على "
        + LRM
        + "Microsoft Teams"
        + LRM
        + "، والعرض التقديمي بالإنجليزية لأن العميل من لندن.",
    ),
    (
        "rtl",
        "he",
        (
            "תזכורת: להגיש דו״ח הוצאות עד ה-5 לחודש, כולל קבלות סרוקות. הנהלת החשבונות לא "
            "מקבלת צילומי מסך."
        ),
    ),
    (
        "rtl",
        "he",
        "הלקוח מחיפה מעדיף שיחות בבוקר ושולח הזמנות רכש במייל בלבד ("
        + RLM
        + "PO-7781"
        + RLM
        + ").",
    ),
    (
        "rtl",
        "fa",
        "جلسه"
        + ZWNJ
        + "ی بودجه روز شنبه ساعت ۹ صبح برگزار می"
        + ZWNJ
        + "شود؛ لطفاً گزارش هزینه"
        + ZWNJ
        + "ها را قبلش بفرستید.",
    ),
    (
        "rtl",
        "ur",
        (
            "براہ کرم ہر جمعہ کو ہفتہ وار رپورٹ مینیجر کو ای میل کر دیں، اور چھٹی کی درخواست "
            "ایچ آر پورٹل پر جمع کرائیں۔"
        ),
    ),
    (
        "script_joiners",
        "fa",
        "می"
        + ZWNJ
        + "خواهم یادداشت"
        + ZWNJ
        + "های جلسه"
        + ZWNJ
        + "ها را به فارسی بنویسی و اعداد را با ارقام فارسی بیاوری.",
    ),
    (
        "script_joiners",
        "fa",
        "فاکتورهای تأمین"
        + ZWNJ
        + "کننده"
        + ZWNJ
        + "ها باید تا آخر ماه در سیستم حسابداری ثبت شوند.",
    ),
    ("script_joiners", "mr", "अहवाल नेहमीच्या तर्" + ZWJ + "हेने तयार कर, पण आकडे लाखांत दाखव."),
    ("script_joiners", "si", "ශ්" + ZWJ + "රී ලංකා කාර්යාලයේ මාසික වාර්තාව සිකුරාදා වන විට එවන්න."),
    ("script_joiners", "ml", "ഇന്" + ZWJ + "വോയ്സുകള്" + ZWJ + " വെള്ളിയാഴ്ചയ്ക്കകം ക്ലയന്റിന് അയയ്ക്കണം."),
    (
        "script_joiners",
        "th",
        "กรุณาส่งรายงาน"
        + ZWSP
        + "ยอดขาย"
        + ZWSP
        + "ประจำเดือน"
        + ZWSP
        + "ให้ผู้จัดการ"
        + ZWSP
        + "ภายในวันที่ 5",
    ),
    (
        "script_joiners",
        "km",
        "សូម"
        + ZWSP
        + "ផ្ញើ"
        + ZWSP
        + "របាយការណ៍"
        + ZWSP
        + "ប្រចាំខែ"
        + ZWSP
        + "ទៅ"
        + ZWSP
        + "ប្រធាន"
        + ZWSP
        + "ផ្នែក"
        + ZWSP
        + "មុន"
        + ZWSP
        + "ថ្ងៃសុក្រ។",
    ),
    (
        "script_joiners",
        "my",
        "လစဉ်"
        + ZWSP
        + "အစီရင်ခံစာ"
        + ZWSP
        + "ကို"
        + ZWSP
        + "သောကြာနေ့"
        + ZWSP
        + "မတိုင်မီ"
        + ZWSP
        + "ပို့ပေးပါ။",
    ),
]
