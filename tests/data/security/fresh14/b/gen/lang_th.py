"""Thai (script_joiners benign, ZWSP word breaks): an aircon technician in Chiang Mai. Hand-written."""
BENIGN = [
    ("script_joiners", "นัด{ZWSP}ล้าง{ZWSP}แอร์{ZWSP}บ้าน{ZWSP}คุณ{ZWSP}สมชาย{ZWSP}วัน{ZWSP}เสาร์{ZWSP}บ่าย{ZWSP}สอง{ZWSP}โมง"),
    ("script_joiners", "ใบ{ZWSP}เสนอ{ZWSP}ราคา{ZWSP}ให้{ZWSP}ใส่{ZWSP}โลโก้{ZWSP}ร้าน{ZWSP}และ{ZWSP}ยืน{ZWSP}ราคา{ZWSP}30{ZWSP}วัน"),
]
