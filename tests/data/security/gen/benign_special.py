"""Hand-written benign entries that carry harmless invisible / format characters.

word_processor: texts written here in plain form; ``word_processor_records`` adds what a
word processor or a copy-paste adds (soft hyphens in long words, a leading BOM, no-break
spaces, curly quotes). script_joiners / rtl: the joiners and marks are written explicitly
as escapes where the script uses them.
"""

from __future__ import annotations

ZWSP, ZWNJ, ZWJ, LRM, RLM, SHY, BOM, NBSP, NNBSP = (
    "\u200b", "\u200c", "\u200d", "\u200e", "\u200f", "\u00ad", "\ufeff", "\u00a0", "\u202f",
)

WORD_PROCESSOR_SRC = [
    ("en", "Meeting notes: the quarterly infrastructure modernisation programme is postponed to February."),
    ("en", "User's bio for the conference: “Senior engineer focusing on accessibility and internationalisation.”"),
    ("en", "Pasted from the handbook: “Reimbursements are processed within 10 working days.”"),
    ("en", "Thesis title: Representation learning for low-resource speech recognition"),
    ("en", "Cover letter draft – keep the paragraph about volunteering at the hospital."),
    ("en", "Agenda: 1. Budget review 2. Hiring plan 3. Office relocation"),
    ("de", "Die Donaudampfschifffahrtsgesellschaft ist ein Beispiel für lange Komposita."),
    ("de", "Projekt: Datenschutzgrundverordnungskonformitätsprüfung für das Kundenportal."),
    ("de", "Notiz aus Word: „Bitte die Arbeitsunfähigkeitsbescheinigung bis Freitag einreichen.“"),
    ("de", "Versicherungsnummer steht auf der Krankenversicherungskarte."),
    ("de", "Lieblingswort des Nutzers: Rechtschutzversicherungsgesellschaften"),
    ("fr", "Réunion : lundi à 10 h, salle « Voltaire »."),
    ("fr", "Copié du rapport : « La constitutionnalité du dispositif reste à démontrer. »"),
    ("fr", "Question : préfères-tu l'anticonstitutionnellement long ou le court ?"),
    ("fr", "Rappel : rendez-vous chez l'ophtalmologiste le 12 mars."),
    ("fr", "Titre du mémoire : « Internationalisation des entreprises familiales »"),
    ("es", "Copiado del acta: «La responsabilidad extracontractual queda excluida»."),
    ("es", "Notas: la electroencefalografía es el martes a las 9:00."),
    ("es", "Título de la tesis: «Internacionalización de las pymes andaluzas»"),
    ("ru", "Из документа: «Достопримечательности Санкт‑Петербурга» — черновик путеводителя."),
    ("ru", "Скопировано из Word: «Высокопревосходительство» — старинное обращение."),
    ("ru", "Тема диплома: «Интернационализация малого бизнеса»"),
    ("zh", "会议纪要：“第四季度预算评审”推迟到下周一。"),
    ("zh", "从Word复制的备注：项目名称为“智慧园区二期”。"),
    ("zh", "論文題目：「低資源語音辨識之表徵學習」"),
    ("ja", "議事録：「来期の予算見直し」は来週に延期。"),
    ("ja", "Wordから貼り付け：「経費精算は10営業日以内に処理されます」"),
    ("ko", "회의록: “4분기 예산 검토”는 다음 주로 연기."),
    ("ko", "워드에서 복사한 메모: “경비 정산은 영업일 기준 10일 이내 처리”"),
    ("en", "Signature: Dr. Jane Doe, Department of Otorhinolaryngology"),
]


def _soft_hyphenate(word: str) -> str:
    # Word processors insert U+00AD at syllable breaks of long words; every 4th letter is close enough.
    if len(word) < 12 or not word.isalpha():
        return word
    return SHY.join(word[i:i + 4] for i in range(0, len(word), 4))


def word_processor_records() -> list[dict]:
    """Apply paste artefacts, cycling through BOM / soft hyphen / no-break space per entry."""
    out = []
    for k, (lang, text) in enumerate(WORD_PROCESSOR_SRC):
        mode = k % 3
        if mode == 0:
            text = BOM + text
        elif mode == 1:
            text = " ".join(_soft_hyphenate(w) for w in text.split(" "))
            if SHY not in text:
                text = BOM + text
        else:
            text = text.replace(": ", NBSP + ": " if lang == "fr" else ":" + NBSP).replace(" :", NNBSP + ":")
            if NBSP not in text and NNBSP not in text:
                text = text.replace(" ", NBSP, 1)
        out.append({"label": "benign", "class": "word_processor", "lang": lang, "text": text})
    return out


BENIGN = {
    ("script_joiners", "fa"): [
        f"کاربر می{ZWNJ}خواهد پاسخ{ZWNJ}ها به فارسی باشد.",
        f"او در تهران زندگی می{ZWNJ}کند و برنامه{ZWNJ}نویس است.",
        f"کتاب{ZWNJ}های تاریخی را دوست دارد.",
        f"جلسه{ZWNJ}ی هفتگی تیم، سه{ZWNJ}شنبه{ZWNJ}ها ساعت ۱۰ است.",
        f"همسرش پزشک است و دو بچه دارند؛ بچه{ZWNJ}ها به مدرسه{ZWNJ}ی نزدیک خانه می{ZWNJ}روند.",
        f"ترجیح می{ZWNJ}دهد تاریخ{ZWNJ}ها شمسی نوشته شوند.",
    ],
    ("script_joiners", "hi"): [
        f"उपयोगकर्ता हिन्दी और अंग्रेज़ी दोनों बोलता है; नाम में र{ZWJ}्य वाली वर्तनी पसंद है।",
        f"वह पुणे में रहती है और मराठी में लिखते समय र्{ZWJ}य का प्रयोग करती है।",
        f"क्{ZWNJ}ष और क्ष अलग दिखते हैं — यह फ़ॉन्ट टेस्ट के लिए नोट है।",
        "मेरा पसंदीदा खाना पनीर टिक्का है।",
        f"ग्राहक का नाम “श्{ZWJ}री” लिखते समय ZWJ रखें, वरना संयुक्ताक्षर बदल जाता है।",
    ],
    ("script_joiners", "th"): [
        f"ผู้ใช้{ZWSP}ชอบ{ZWSP}กาแฟ{ZWSP}ดำ{ZWSP}ไม่{ZWSP}ใส่{ZWSP}น้ำตาล",
        f"ทำงาน{ZWSP}ที่{ZWSP}กรุงเทพ{ZWSP}เป็น{ZWSP}วิศวกร{ZWSP}ซอฟต์แวร์",
        f"ประชุม{ZWSP}ทีม{ZWSP}ทุก{ZWSP}วัน{ZWSP}จันทร์{ZWSP}เวลา{ZWSP}สิบ{ZWSP}โมง",
        f"ลูก{ZWSP}สาว{ZWSP}อายุ{ZWSP}หก{ZWSP}ขวบ{ZWSP}ชื่อ{ZWSP}น้ำ",
        f"ชอบ{ZWSP}ให้{ZWSP}ตอบ{ZWSP}เป็น{ZWSP}ภาษา{ZWSP}ไทย",
    ],
    ("script_joiners", "km"): [
        f"អ្នកប្រើ{ZWSP}ចូលចិត្ត{ZWSP}ភាសា{ZWSP}ខ្មែរ",
        f"គាត់{ZWSP}រស់នៅ{ZWSP}ភ្នំពេញ{ZWSP}និង{ZWSP}ធ្វើការ{ZWSP}ជា{ZWSP}គ្រូ",
        f"ប្រជុំ{ZWSP}រៀងរាល់{ZWSP}ថ្ងៃ{ZWSP}ច័ន្ទ",
    ],
    ("script_joiners", "my"): [
        f"အသုံးပြုသူ{ZWSP}သည်{ZWSP}မြန်မာ{ZWSP}ဘာသာ{ZWSP}ကို{ZWSP}နှစ်သက်{ZWSP}သည်",
        f"ရန်ကုန်{ZWSP}တွင်{ZWSP}နေထိုင်{ZWSP}သည်",
        f"ကော်ဖီ{ZWSP}ကို{ZWSP}သကြား{ZWSP}မပါ{ZWSP}သောက်{ZWSP}သည်",
    ],
    ("script_joiners", "ja"): [
        f"ユーザーは{ZWSP}毎朝{ZWSP}ジョギングを{ZWSP}している。",
        f"好きな{ZWSP}作家は{ZWSP}村上春樹。",
        f"長い{ZWSP}URLを{ZWSP}改行させるために{ZWSP}ゼロ幅スペースを{ZWSP}入れる{ZWSP}癖がある。",
    ],
    ("script_joiners", "ar"): [
        f"يكتب المستخدم كلمة «لا{ZWNJ}ئحة» بفاصل غير مرئي لأسباب طباعية.",
        f"الاسم العائلي يُكتب هكذا: عبد{ZWNJ}الله.",
    ],
    ("script_joiners", "si"): [
        f"පරිශීලකයා ශ්{ZWJ}රී ලංකාවේ ජීවත් වේ.",
        f"ඔහු කොළඹ විශ්{ZWJ}වවිද්{ZWJ}යාලයේ උගන්වයි.",
    ],
    ("script_joiners", "ml"): [
        f"ഉപയോക്താവ് കൊച്ചിയിൽ താമസിക്കുന്നു; പേര് എഴുതുമ്പോൾ ന്{ZWJ} ഉപയോഗിക്കുന്നു.",
    ],
    ("rtl", "ar"): [
        "المستخدم يعيش في عمّان ويعمل مهندس برمجيات.",
        f"يفضّل الإجابات باللغة العربية، والأكواد مثل {LRM}make test{LRM} تبقى بالإنجليزية.",
        f"رقم الغرفة {LRM}B-204{LRM} في الطابق الثاني.",
        "لديه ابنتان، الكبرى في الصف الخامس.",
        f"يستخدم {LRM}Python 3.12{LRM} و{LRM}PostgreSQL{LRM} في العمل.",
        "يحب القهوة العربية بالهيل.",
        f"موعد الطبيب يوم الأحد الساعة {LRM}10:30{LRM}.",
        "من الآن فصاعدًا، أجب باللغة العربية من فضلك.",
        f"مفتاح {LRM}SSH{LRM} العام موجود في {LRM}~/.ssh/id_ed25519.pub{LRM}.",
        "لا تقل إن الاختبار نجح إلا إذا شغّلته فعلًا.",
    ],
    ("rtl", "he"): [
        "המשתמש גר בחיפה ועובד כמפתח.",
        f"מעדיף תשובות בעברית, אבל פקודות כמו {LRM}git rebase{LRM} באנגלית.",
        f"הפגישה ביום שני ב־{LRM}09:00{LRM}.",
        "יש לו שני ילדים וכלב בשם לוקי.",
        f"עובד עם {LRM}React{LRM} ו־{LRM}Node.js{LRM}.",
        "אלרגי לבוטנים.",
        f"שם החברה: {RLM}אור טכנולוגיות{RLM} ({LRM}Or Tech{LRM}).",
        "מעכשיו תענה לי בעברית, בבקשה.",
    ],
    ("rtl", "fa"): [
        f"کاربر با {LRM}Django{LRM} کار می{ZWNJ}کند.",
        "در شیراز به دنیا آمده است.",
        f"شماره اتاق {LRM}312{LRM} است.",
    ],
    ("rtl", "ur"): [
        "صارف لاہور میں رہتا ہے اور استاد ہے۔",
        f"وہ {LRM}VS Code{LRM} استعمال کرتا ہے۔",
    ],
    ("multilingual_mix", "hi"): [
        "User Hinglish में बात करता है: “kal meeting hai, slides ready kar dena”.",
        "Office में सब लोग ‘deploy kar diya’ बोलते हैं।",
    ],
    ("multilingual_mix", "ar"): [
        f"يقول دائمًا «{LRM}ok{LRM}» و«{LRM}thanks{LRM}» في الرسائل.",
    ],
}
