"""RDS names: identifier rules (1-63 letters, digits, hyphens; a letter first; no trailing or double
hyphen; kept lower-case), ARNs (``arn:aws:rds:<region>:<account>:<kind>:<name>``), resource ids, and the
engines labcloud runs."""

from __future__ import annotations

import re
import secrets
import string

from labcloud.context import RequestContext
from labcloud.services.rds.errors import invalid_value, unsupported_engine

_IDENTIFIER = re.compile(r"^[a-zA-Z](?!.*--)[a-zA-Z0-9-]{0,62}(?<!-)$")
_GROUP_NAME = re.compile(r"^[a-zA-Z][a-zA-Z0-9._ -]{0,254}$")

#: Engine → (what runs it, default version, parameter group family prefix).
ENGINES = {
    "aurora-postgresql": ("cluster", "16.6", "aurora-postgresql"),
    "postgres": ("instance", "16.6", "postgres"),
}
ARN_KINDS = {
    "cluster": "cluster",
    "instance": "db",
    "subnet-group": "subgrp",
    "cluster-pg": "cluster-pg",
    "pg": "pg",
    "cluster-snapshot": "cluster-snapshot",
    "snapshot": "snapshot",
    "proxy": "db-proxy",
}


def identifier(value: str, what: str) -> str:
    if not _IDENTIFIER.match(value):
        raise invalid_value(
            f"The parameter {what} is not a valid identifier. Identifiers must begin with a letter; must contain "
            "only ASCII letters, digits, and hyphens; and must not end with a hyphen or contain two consecutive hyphens."
        )
    return value.lower()


def group_name(value: str, what: str) -> str:
    if not _GROUP_NAME.match(value):
        raise invalid_value(
            f"The parameter {what} is not a valid name: it must begin with a letter and be 1-255 characters."
        )
    return value.lower()


def engine(value: str) -> str:
    name = value.lower()
    if name not in ENGINES:
        raise unsupported_engine(value)
    return name


def arn(ctx: RequestContext, kind: str, name: str) -> str:
    return ctx.arn("rds", f"{ARN_KINDS[kind]}:{name}")


def parse_arn(value: str) -> tuple[str, str, str, str] | None:
    """(account, region, kind, name) of an RDS ARN, or None."""
    parts = value.split(":", 6)
    if len(parts) != 7 or parts[0] != "arn" or parts[2] != "rds":
        return None
    kinds = {v: k for k, v in ARN_KINDS.items()}
    kind = kinds.get(parts[5])
    return None if kind is None else (parts[4], parts[3], kind, parts[6])


def resource_id(prefix: str) -> str:
    alphabet = string.ascii_uppercase + string.digits
    return prefix + "".join(secrets.choice(alphabet) for _ in range(26))


def password() -> str:
    """A generated master password (ManageMasterUserPassword), without the characters RDS forbids."""
    alphabet = string.ascii_letters + string.digits + "!#$%&()*+,-.:;<=>?[]^_{|}~"
    return "".join(secrets.choice(alphabet) for _ in range(28))


def check_password(value: str) -> str:
    if not 8 <= len(value) <= 128 or any(c in value for c in '/"@ ') or not value.isprintable():
        raise invalid_value(
            "The parameter MasterUserPassword is not a valid password. Only printable ASCII characters besides "
            "'/', '@', '\"', ' ' may be used, 8 to 128 characters."
        )
    return value


def check_username(value: str) -> str:
    if not re.match(r"^[a-zA-Z][a-zA-Z0-9_]{0,62}$", value) or value.lower() in {"rdsadmin"}:
        raise invalid_value(
            f"MasterUsername {value} cannot be used as it is a reserved word used by the engine"
            if value.lower() in {"rdsadmin"}
            else "The parameter MasterUsername is not a valid identifier: 1-63 letters, digits or underscores, "
            "beginning with a letter."
        )
    return value


def check_database(value: str) -> str:
    if not re.match(r"^[a-zA-Z][a-zA-Z0-9_]{0,62}$", value):
        raise invalid_value(
            "The parameter DatabaseName is not a valid identifier: 1-63 letters, digits or underscores, beginning with a letter."
        )
    return value
