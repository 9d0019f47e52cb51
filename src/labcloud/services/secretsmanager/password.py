"""GetRandomPassword with every option, from the operating system's CSPRNG (``secrets``)."""

from __future__ import annotations

import secrets as random
import string
from typing import TYPE_CHECKING

from labcloud.context import RequestContext
from labcloud.services.secretsmanager.errors import invalid_parameter
from labcloud.services.secretsmanager.state import SecretsState

if TYPE_CHECKING:
    from labcloud.services.secretsmanager.api import GetRandomPasswordRequest, GetRandomPasswordResponse

#: AWS's punctuation set: ``!"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~``
PUNCTUATION = string.punctuation


def generate(request: GetRandomPasswordRequest) -> str:
    length = request.get("PasswordLength", 32)
    if not 1 <= length <= 4096:
        raise invalid_parameter("Password length must be between 1 and 4096.")
    excluded = set(request.get("ExcludeCharacters") or "")
    groups: list[str] = []
    if not request.get("ExcludeLowercase"):
        groups.append(string.ascii_lowercase)
    if not request.get("ExcludeUppercase"):
        groups.append(string.ascii_uppercase)
    if not request.get("ExcludeNumbers"):
        groups.append(string.digits)
    if not request.get("ExcludePunctuation"):
        groups.append(PUNCTUATION)
    if request.get("IncludeSpace"):
        groups.append(" ")
    groups = ["".join(c for c in group if c not in excluded) for group in groups]
    groups = [g for g in groups if g]
    if not groups:
        raise invalid_parameter("The password cannot be generated: every character type is excluded.")
    require = request.get("RequireEachIncludedType", True)
    if require and length < len(groups):
        raise invalid_parameter(
            "The password length is too short to include one character of each included type."
        )
    alphabet = "".join(groups)
    chosen = [random.choice(group) for group in groups] if require else []
    chosen += [random.choice(alphabet) for _ in range(length - len(chosen))]
    random.SystemRandom().shuffle(chosen)
    return "".join(chosen)


def get_random_password(
    state: SecretsState, request: GetRandomPasswordRequest, ctx: RequestContext
) -> GetRandomPasswordResponse:
    return {"RandomPassword": generate(request)}
