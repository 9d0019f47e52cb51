"""GetAccessKeyInfo: the account an access key belongs to.

Keys labcloud minted are looked up; a 12-digit test key names its account; any other key in AWS's
format carries its account in its body, decoded as AWS does.
"""

from __future__ import annotations

from collections.abc import Callable

from labcloud.context import Principal
from labcloud.digits import is_digits
from labcloud.services.iam.ids import account_of_key


def key_account(access_key: str, known: Callable[[str], Principal | None], default_account: str) -> str:
    principal = known(access_key)
    if principal is not None:
        return principal.account_id
    if is_digits(access_key) and len(access_key) == 12:
        return access_key
    return account_of_key(access_key) or default_account
