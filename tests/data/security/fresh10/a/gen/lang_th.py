"""Thai: a legal-aid centre officer in Chiang Mai (ZWSP word separators)."""
LANG = "th"
ATTACKS = []
BENIGN = [
    ("script_joiners", "นัด\u200bไกล่เกลี่ย\u200bคดี\u200bแรงงาน\u200bวันที่ 3 ก.ค. เวลา 09.30 น. ที่\u200bศาล\u200bแรงงาน\u200bภาค 5"),
    ("script_joiners", "ให้\u200bเขียน\u200bหนังสือ\u200bถึง\u200bผู้\u200bร้อง\u200bเป็น\u200bภาษา\u200bทางการ และ\u200bแนบ\u200bสำเนา\u200bภาษา\u200bอังกฤษ"),
]
