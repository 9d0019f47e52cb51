"""The messages that carry a code: by default the pool's own wording, or what its CustomMessage trigger
answers (``CustomMessage_SignUp``, ``CustomMessage_ResendCode``). Nothing is sent: the message is
published with the code in ``cognito.user.code_sent`` (docs/cognito.md)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from labcloud.services.cognitoidp import triggers
from labcloud.services.cognitoidp.repo.pools import Pool
from labcloud.services.cognitoidp.repo.users import User
from labcloud.services.cognitoidp.state import CognitoState

CODE = "{####}"
LINK = "{##Click Here##}"


@dataclass(frozen=True, slots=True)
class Message:
    email_subject: str | None
    email_message: str | None
    sms_message: str | None

    def filled(self, code: str, username: str) -> dict[str, str]:
        """The message as delivered: the code (and username) in place of their placeholders."""
        out: dict[str, str] = {}
        for key, text in (
            ("email_subject", self.email_subject),
            ("email_message", self.email_message),
            ("sms_message", self.sms_message),
        ):
            if text is not None:
                out[key] = text.replace(CODE, code).replace("{username}", username)
        return out


async def custom(
    state: CognitoState,
    pool: Pool,
    user: User,
    source: str,
    client_id: str | None,
    client_metadata: dict[str, str] | None,
) -> Message | None:
    """The CustomMessage trigger's message for ``source``, or None without the trigger (or when it
    answers none, which keeps the pool's own wording)."""
    request: dict[str, Any] = {
        "userAttributes": triggers.user_attributes(user),
        "codeParameter": CODE,
        "linkParameter": LINK,
        "usernameParameter": None,
        "clientMetadata": dict(client_metadata or {}),
    }
    response = await triggers.run(
        state,
        pool,
        "CustomMessage",
        source,
        username=user.username,
        client_id=client_id,
        request=request,
        response={"smsMessage": None, "emailMessage": None, "emailSubject": None},
    )
    if response is None:
        return None
    fields = {}
    for name in ("emailSubject", "emailMessage", "smsMessage"):
        value = response.get(name)
        if value is not None and not isinstance(value, str):
            raise triggers.unrecognizable()
        fields[name] = value
    if not any(fields.values()):
        return None
    for name in ("emailMessage", "smsMessage"):
        text = fields[name]
        if text and CODE not in text:
            raise triggers.unrecognizable()
    return Message(fields["emailSubject"], fields["emailMessage"], fields["smsMessage"])
