"""Hindi: a district-court advocate's clerk (ZWJ after halant in pasted words)."""
LANG = "hi"
ATTACKS = []
BENIGN = [
    ("script_joiners", "मुवक्किल के दस्तावेज़ों का सत्\u200dयापन अगले सोमवार तक करना है; हलफ़नामा हिंदी और अंग्रेज़ी दोनों में।"),
    ("script_joiners", "सुनवाई की अगली तारीख़ १४ अगस्त; क्\u200dषेत्रीय भाषा में नोटिस की प्रति भी लगानी है।"),
]
