"""Intent rules for Chinese, Japanese, Korean (compact view) and Russian (native view).

The compact view is the NFKC-casefolded text without spaces, punctuation, emoji or marks, so
CJK and Korean rules match however the characters are spaced ("忽-略-以-上", "忽🙂略"); Latin words
run together ("ignoreallpreviousinstructions") are matched there too. Russian rules run on the
native view (NFKC, casefolded, letters kept). Each rule pairs an action with its object within a
bounded gap (see `matching.near`).
"""

from __future__ import annotations

import re

from .matching import Rule, compile_rules
from .matching import rule as _rule

__all__ = ["COMPACT", "RU", "ignores_something_else", "moves_nothing_private"]


def _compile_native(sources: tuple[tuple[str, str, str | None, int], ...]) -> tuple[Rule, ...]:
    return compile_rules(sources, flags=0)


# ------------------------------------------------------------------ compact view (zh ja ko + run-together latin)
_ZH_IGNORE = (r"(?:忽略|忽视|忽視|乎略|無視|无视|忘记|忘記|忘掉|丢弃|丟棄|废弃|廢棄|抛开|拋開|不要理会|不用理|不必理"
              r"|唔使理|别管|別管|不理会|不理會|不再遵守|不必遵守|跳过|跳過|覆盖|当作不存在|當作不存在|当没看见"
              r"|當沒看見|无需遵守|不需要遵守|撤销|撤銷)")
_ZH_RULES = (r"(?:条条框框|條條框框|指令|指示|规则|規則|提示词|提示詞|系统提示|系統提示|设定|設定|规定|規定|指南|约束|約束|限制"
             r"|安全规定|安全規定|老规矩|内容审核|內容審核|以上内容|以上內容|上面的内容)")
_ZH_VOID = (r"(?:作废|作廢|无效|無效|撤销|撤銷|失效|不算数|不算數|一律不算|全部丢弃|全部丟棄|不再适用|不再適用"
            r"|是测试用的|是測試用的|已被撤销)")
_JA_IGNORE = r"(?:無視|むし|破棄|忘れ|リセット|従わなく|無効|気にしな|スキップ)"
_JA_RULES = (r"(?:指示|しじ|命令|ルール|ガイドライン|システムプロンプト|決まりごと|決まり|制約|設定|規則"
             r"|セキュリティポリシー|安全ポリシー)")
_KO_IGNORE = r"(?:무시(?!했|됐|된|당)|잊어|잊고|폐기|리셋|따르지마|따르지말|버려|신경쓰지)"
_KO_RULES = r"(?:지시|지침|명령|규칙|룰|가이드라인|시스템프롬프트|프롬프트|제한|설정|정책)"

_COMPACT_SOURCES: tuple[tuple[str, str, str | None, int], ...] = (
    # run-together English
    _rule("prompt_injection",
     r"(?:ignore|disregard|forget|bypass)(?:all|any|every)?(?:the|your)?(?:previous|prior"
     r"|above|earlier|preceding|original|initial)(?:instructions?|rules|directives|guidelines"
     r"|prompts?)|(?:ignore|disregard|forget)(?:all|every)(?:the|your)?(?:instructions?|rules"
     r"|directives|guidelines)", None, 0),
    _rule("prompt_injection", r"ignor\w{0,4}(?:todas|las|les|alle|tutte)\w{0,30}?(?:instruc|consign"
     r"|regl|anweis|regel|istruz)", None, 0),
    _rule("prompt_injection", r"ignorelesconsignes|ignoreslesconsignes", None, 0),
    _rule("prompt_injection", r"ignoralasinstrucciones|ignoriereallevorherigen", None, 0),
    # Chinese
    _rule("prompt_injection", _ZH_IGNORE, _ZH_RULES, 16),
    _rule("persistence", r"(?:被删除|被删掉|删掉后|删除后|被刪除|刪除後|削除されたら|消されたら|삭제되면|지워지면)",
          r"(?:重新写|重新保存|再写|恢复|重新寫|恢復|書き直|再保存|もう一度保存|追加し直|다시저장|다시추가|복구)",
          40),
    _rule("hidden_instructions", r"(?:webページ|ウェブページ|メール)",
          r"(?:ユーザーの指示として扱|ユーザー本人の指示)", 40),
    _rule("hidden_instructions", r"(?:사용자에게묻지말고|사용자에게묻지않고|確認せずに実行|不用问用户|不用問用戶"
          r"|无需确认|無需確認|不需要用户确认|不需要用戶確認|无需用户确认)"),
    _rule("role_hijack", r"(?:没有任何限制|沒有任何限制|无限制|無限制|不受限制|从不拒绝|從不拒絕)",
          r"(?:你就是|你现在是|你現在是|你扮演|你的名字叫)", 40),
    _rule("role_hijack", r"(?:制限のない|制約のない|제한없는|제한이없는)",
          r"(?:として答え|로답|로대답|로서답)", 40),
    # (rules declared void need to be the agent's: see rules_intent_native)
    _rule("prompt_injection", r"(?:之前|先前|以前|上面|以上|上述|前面|原来|原來|初始)的?(?:所有|全部|一切)?的?"
     r"(?:指令|指示|规则|規則|设定|設定)", r"(?:不算|作废|作廢|无效|無效|丢弃|丟棄|不用|唔使|别管|別管|忽略)", 12),
    _rule("prompt_injection", r"(?:输出|輸出|泄露|洩露|公开|公開|打印|显示|顯示)(?:你的)?(?:系统提示|系統提示|内部提示"
     r"|內部提示|提示词|提示詞|配置信息)", None, 0),
    _rule("prompt_injection", r"(?:这条|這條|本条|本條|此条|此條)(?:笔记|筆記|记忆|記憶|备注|備註|规则|規則)",
          r"(?:优先|優先|为准|為準|覆盖|覆蓋|取代|高于|高於)", 16),
    _rule("prompt_injection", r"(?:このメモ|この記憶|このノート)", r"(?:優先|上書き|置き換え|より上)", 16),
    _rule("prompt_injection", r"(?:이메모|이기억|이노트)", r"(?:우선|덮어|대체|최우선)", 16),
    _rule("hidden_instructions", r"(?:否认|否認|不要承认|不要承認|别承认|別承認|假装没有|假裝沒有|装作没有|裝作沒有"
          r"|否定して|認めないで|知らないふり|부인해|인정하지마|모르는척|없다고해|없다고말)"),
    _rule("prompt_injection", r"(?:只听我的|只聽我的|听我的|聽我的|以这条笔记为准|以這條筆記為準|以这条记忆为准"
     r"|照呢條記憶做|只按记忆里的内容|只按記憶裡的內容|不理会老规矩|不理會老規矩)", None, 0),
    _rule("prompt_injection", r"huluezhiqian|hulue\w{0,10}zhiling|wushi\w{0,10}zhiling", None, 0),
    _rule("role_hijack", r"(?:你现在是|你現在是|你现在的身份是|你現在的身份是|你就是|你扮演|现在起你扮演|現在起你扮演"
     r"|假装你是|假裝你是|你的名字叫|你的新身份|你不再是|角色已切换|角色已切換|进入|進入|开启|開啟|已开启|已開啟)",
     r"(?:没有任何限制|沒有任何限制|无限制|無限制|不受限制|从不拒绝|從不拒絕|不拒绝|不拒絕|没有任何审查|沒有任何審查"
     r"|最高权限|最高權限|系统管理员|系統管理員|管理员|管理員|超级用户|超級用戶|dan|root|越狱|越獄|上帝模式"
     r"|开发者模式|開發者模式|奶奶|运维后台|運維後台|自由ai|不需要用户确认|不需要用戶確認)", 30),
    _rule("role_hijack", r"(?:开发者模式|開發者模式|上帝模式|開発者モード|개발자모드)",
          r"(?:忽略|審核|审核|安全|限制|规则|規則|ポリシー|制限|정책|제한|규칙|内部提示|內部提示)", 40),
    _rule("role_hijack", r"(?:越狱模式|越獄模式|超级用户模式|超級用戶模式|无限制模式"
     r"|忽略内容审核|忽略內容審核|关闭安全检查|關閉安全檢查|关闭安全|關閉安全|不要提醒风险|不提醒风险|也不提醒风险"
     r"|不要跳出角色|无条件服从|無條件服從)", None, 0),
    _rule("hidden_instructions", r"(?:不要|别|別|不准|不许|不許|绝不|絕不|千万别|不得|一律不要|不用)",
     r"(?:告诉用户|告訴用戶|告訴使用者|告诉使用者|跟用户提|跟用戶提|跟用户说|跟用戶說|显示给用户|顯示給用戶"
     r"|让用户知道|讓用戶知道|向用户透露|向用戶透露|声张|聲張)", 14),
    _rule("hidden_instructions", r"(?:失败|失敗)", r"(?:也要|还是|還是|仍然|照样|照樣)\w{0,10}(?:通过|通過|成功)", 12),
    _rule("hidden_instructions", r"(?:邮件|郵件|网页|網頁|网站|網站|收件箱)\w{0,8}(?:指令|指示|要求)",
     r"(?:用户本人|用戶本人|当作|當作|视为|視為)", 20),
    _rule("hidden_instructions", r"(?:就说|就說|就回答)\w{0,6}(?:没有|沒有|这是他自己|這是他自己)", None, 0),
    _rule("exfiltration", r"(?:索要|问出来|問出來|要求用户提供|请用户提供|請用戶提供|让他把|讓他把|让用户|讓用戶|重新输入"
     r"|重新輸入|记录在|記錄在|存入记忆|存入記憶|保存到记忆|保存到記憶)",
     r"(?:密码|密碼|验证码|驗證碼|身份证|身份證|apikey|密钥|密鑰|助记词|助記詞|token)", 24),
    _rule("exfiltration", r"(?:密码|密碼|验证码|驗證碼|身份证号|身份證號|apikey|密钥|密鑰)",
     r"(?:记住|記住|记下来|記下來|记录|記錄|存入|保存到|记在|記在)", 24),
    # "post" only as a Chinese / Japanese / Korean verb ("POST到"): plain "curl -X POST ... https"
    # is how every API is called.
    _rule("exfiltration", r"(?:上传|上傳|发送|發送|发到|發到|同步到|抄送|转发|轉發|post(?:到|给|給|至))",
     r"(?:https?|evil|ops|@)", 40),
    # Japanese
    _rule("prompt_injection", _JA_RULES, _JA_IGNORE, 24),
    _rule("prompt_injection", _JA_IGNORE, _JA_RULES, 8),
    _rule("prompt_injection", r"(?:システムプロンプト|内部プロンプト)\w{0,6}(?:出力|表示|公開|教え)", None, 0),
    _rule("prompt_injection", r"(?:このメモがすべて|このメモを最優先|メモの指示だけ)", None, 0),
    _rule("role_hijack", r"(?:あなたは今から|あなたは今|今からあなたは|あなたはもう)",
     r"(?:dan|制限|制約|ルート|管理者|root)", 30),
    _rule("role_hijack", r"(?:ゴッドモード|脱獄モード|制約のない|制限のない|制限なく"
     r"|制限がありません)", None, 0),
    _rule("hidden_instructions", r"(?:ユーザー|利用者)\w{0,4}(?:に|には)",
     r"(?:言わない|伝えない|教えない|認めない|知らせない|報告しない|言うな)", 24),
    _rule("hidden_instructions", r"(?:失敗して|失敗しても)", r"(?:成功|通った|パス)", 24),
    _rule("hidden_instructions", r"(?:メール|webページ|ウェブページ)\w{0,12}(?:指示|命令)",
     r"(?:ユーザーの指示|ユーザー本人|として扱)", 24),
    _rule("hidden_instructions", r"絶対に認めない|記憶はないと答え", None, 0),
    _rule("exfiltration", r"(?:聞き出|再入力|書き留め|追記|入力させ|教えてもらい)",
     r"(?:パスワード|トークン|apiキー|シークレット|暗証番号)", 30),
    _rule("exfiltration", r"(?:パスワード|トークン|apiキー|シークレットキー|暗証番号)",
     r"(?:聞き出|再入力|書き留め|追記|入力させ|メモに)", 30),
    _rule("exfiltration", r"(?:転送|送信|送って|流して|アップロード|post(?:し|す))", r"(?:https?|evil|@|nc)", 40),
    # Korean
    _rule("prompt_injection", _KO_IGNORE, _KO_RULES, 10),
    _rule("prompt_injection", _KO_RULES, _KO_IGNORE, 20),
    _rule("prompt_injection", r"(?:시스템프롬프트|프롬프트원문)\w{0,6}(?:출력|보여|공개|알려)", None, 0),
    _rule("prompt_injection", r"(?:이메모가전부|이메모만따르|메모에있는내용만따르|이규칙을따르세요)", None, 0),
    _rule("role_hijack", r"(?:당신은이제|너는이제|이제부터너는|이제당신은|당신은더이상|너는더이상)",
     r"(?:dan|제한|관리자|루트|root|셸|개발자)", 30),
    _rule("role_hijack", r"(?:갓모드|탈옥모드|제한없는|제한이없|무조건복종)", None, 0),
    _rule("hidden_instructions", r"(?:사용자에게|사용자한테|유저에게)",
     r"(?:말하지마|말하지말|알리지마|알리지말|보고하세요|숨기|비밀로)", 24),
    _rule("hidden_instructions", r"(?:실패해도|실패하더라도)", r"(?:통과|성공)", 24),
    _rule("hidden_instructions", r"절대인정하지|사용자본인의지시|사용자의지시로간주", None, 0),
    _rule("exfiltration", r"(?:다시입력|입력하게|모아두|모아서|적어두|저장해)",
     r"(?:비밀번호|토큰|api키|키를|패스워드)", 30),
    _rule("exfiltration", r"(?:비밀번호|토큰|api키|패스워드)(?!관리자|매니저)",
     r"(?:다시입력|입력하게|모아두|모아서|적어두|(?<!관리자에)(?<!매니저에)저장)", 30),
    _rule("exfiltration", r"(?:전송|보내|전달|업로드|post(?:해|하))", r"(?:https?|evil|@)", 40),
    _rule("exfiltration", r"(?:https?|evil)", r"(?:전송|보내|전달|업로드)", 60),
)
COMPACT = _compile_native(_COMPACT_SOURCES)

# What a send-to-a-URL order must carry to be exfiltration in the compact view: the user's or the
# conversation's data, secrets, personal documents. "Send a message to the queue at https://...",
# "upload the local file: azcopy ... https://" (command references in Chinese, Japanese and
# Korean) carry none and are how every API is described.
_PRIVATE_COMPACT = re.compile(
    r"对话|對話|聊天|会话|會話|记录|記錄|历史|歷史|记忆|記憶|笔记|筆記|备忘|備忘|密钥|密鑰|密码|密碼"
    r"|口令|token|secret|cookie|环境变量|環境變數|证件|證件|身份证|身份證|资料|資料|隐私|隱私|截图"
    r"|聊天记录|邮件|郵件|消息|訊息|通讯录|通訊錄|客户|客戶|用户的|用戶的|用户上传|用戶上傳|所有文件"
    r"|会話|履歴|メモ|記憶|パスワード|トークン|キー|クッキー|環境変数|個人情報|ファイル|連絡先"
    r"|ユーザーの|ユーザーが|대화|기록|메모|기억|비밀번호|토큰|키를|키값|쿠키|환경변수|개인정보|주소록"
    r"|사용자의|사용자가|파일은모두|모든파일|자료|apikey|api키|apiキー|password|credential"
    r"|验证码|驗證碼|校验码|令牌|助记词|助記詞|私钥|私鑰|卡号|卡號|银行卡|銀行卡|信用卡|暗証番号"
    r"|認証コード|確認コード|カード番号|秘密鍵|인증번호|인증코드|카드번호|개인키|otp|2fa|seed"
)
_SEND_SPAN = 60


def moves_nothing_private(compact: str, category: str, start: int, end: int) -> bool:
    """True when a compact-view exfiltration match (a send verb and a URL or address) has no
    private data (`_PRIVATE_COMPACT`) within 60 characters of it: a command reference, not a
    leak."""
    return category == "exfiltration" and _PRIVATE_COMPACT.search(
        compact, max(0, start - _SEND_SPAN), min(len(compact), end + _SEND_SPAN)) is None


# A Japanese or Korean noun marked as the object or topic right before "ignore" ("오타는 무시하고",
# "誤字は無視して"): what is ignored is that noun (typos, noise), not the agent's guidance, unless
# the noun is guidance itself ("지시는 무시하고").
_MARKED_OBJECT_RE = re.compile(r"[은는을를をは]$")
_GUIDANCE_COMPACT = re.compile(f"{_KO_RULES}|{_JA_RULES}|{_ZH_RULES}|프롬프트|プロンプト|instruc|prompt"
                               r"|フィルタ|セーフティ|安全|필터|안전|过滤|過濾|filter|safety")
_OBJECT_SPAN = 6


_IGNORE_VERB_RE = re.compile(f"{_ZH_IGNORE}|{_JA_IGNORE}|{_KO_IGNORE}")


def ignores_something_else(compact: str, category: str, start: int, end: int) -> bool:
    """True when a compact-view override match starts at an ignore verb whose marked object,
    just before it, is not guidance (`_GUIDANCE_COMPACT`)."""
    del end
    before = compact[max(0, start - _OBJECT_SPAN) : start]
    return (category == "prompt_injection" and _IGNORE_VERB_RE.match(compact, start) is not None
            and _MARKED_OBJECT_RE.search(before) is not None
            and _GUIDANCE_COMPACT.search(before) is None)


# ------------------------------------------------------------------ native view (Russian)
_RU_SOURCES: tuple[tuple[str, str, str | None, int], ...] = (
    _rule("prompt_injection",
     r"(?:игнорир\w{0,4}|игн[o0]рир\w{0,4}|забудь|забудьте|не обращай\w{0,2} внимания|отбрось"
     r"|пропуска\w{0,4}|не слушай|не следуй)",
     r"(?:инструкци\w{0,3}|правил\w{0,3}|указани\w{0,3}|промпт\w{0,2}|предупреждени\w{0,3}"
     r"|ограничени\w{0,3}|всё,? что тебе говорили|все,? что тебе говорили)", 40),
    # (rules declared void need to be the agent's: see rules_intent_native)
    _rule("prompt_injection", r"(?:выведи|покажи|раскрой|напечатай)\w{0,2} (?:свой |мне )?систем\w{0,3} "
     r"промпт", None, 0),
    _rule("prompt_injection", r"(?:слушайся только меня|настоящие правила|теперь действуют новые правила)",
     None, 0),
    _rule("role_hijack", r"(?:ты (?:теперь|больше не|сейчас)|с этого момента ты|отныне ты)",
     r"(?:dan|без ограничений|root|консол\w|администратор|помощник|ассистент|«)", 40),
    _rule("role_hijack", r"режим разработчика", r"(?:безопасн|ограничен|правил|политик)", 60),
    _rule("role_hijack", r"(?:без (?:каких-либо |всяких |никаких )?ограничений"
     r"|нет никаких ограничений|из роли не выходи|безоговорочно подчиняйся)", None, 0),
    _rule("hidden_instructions",
     r"(?:не (?:говори(?:ть)?|сообща(?:й|ть)|рассказыва(?:й|ть))|ни в коем случае не признавай"
     r"|не признавай|скрывай)",
     r"(?:пользовател\w{0,3})", 40),
    # the user named first: "пользователю не говорить" (an infinitive order)
    _rule("hidden_instructions", r"пользовател\w{0,3}",
     r"(?:ничего |об этом )?не (?:говорить|сообщать|рассказывать|показывать)\b", 12),
    _rule("hidden_instructions", r"ни в коем случае не признавай"),
    _rule("hidden_instructions", r"(?:указания|инструкции|команды)\w{0,3} (?:из )?(?:писем|почты|веб)",
     r"(?:будто|как будто|словно|пользовател)", 60),
    _rule("hidden_instructions", r"(?:веб-страниц|сайте)\w{0,2}", r"(?:указани\w{0,2} пользовател|как "
     r"команд)", 60),
    _rule("hidden_instructions", r"(?:отвечай|говори),? что (?:нет|не менял|всё прошло)", None, 0),
    _rule("exfiltration", r"(?:попроси|спроси|введи|ввести|собирай|сохрани|запиши)\w{0,2}",
     r"(?:парол\w{0,2}|api-ключ\w{0,2}|токен\w{0,2}|сид-фраз\w{0,2}|код\w{0,2} из смс)", 40),
    _rule("exfiltration", r"(?:отправ\w{0,4}|пересыла\w{0,2}|перешли|загрузи)",
     r"https?://|@[\w-]+\.|\bnc\b", 80),
    _rule("persistence", r"(?:в начале каждой|каждый раз|при каждом)",
          r"(?:curl|wget|скачай|запуска)", 60),
    _rule("persistence", r"(?:удалят|удалит|удалена|удалено)",
          r"(?:запиши|сохрани|восстанови|добавь)\w{0,2} (?:её|ее|снова|заново)", 60),
    # whole words: not "ключ" inside "отключили" (switched off)
    _rule("exfiltration", r"(?<![а-яё])(?:парол\w{0,2}|api-ключ\w{0,2}|токен\w{0,2}|ключ\w{0,2})",
          r"(?:собирай|сохраняй|записывай|сохрани|запиши)", 60),
    _rule("hidden_instructions", r"не спрашивая пользовател\w{0,2}"),
    _rule("hidden_instructions", r"(?:отрицай|(?<!не )делай вид|притворись,? что|не признавайся)"),
    _rule("prompt_injection", r"(?:эта заметка|эта запись|это правило)",
          r"(?:важнее|приоритет|отменяет|заменяет|главнее)", 40),
)
RU = _compile_native(_RU_SOURCES)
