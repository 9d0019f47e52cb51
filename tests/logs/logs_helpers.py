"""Small helpers shared by the logs server tests (imported by name; pytest puts this folder on the path)."""

from __future__ import annotations

import time
from typing import Any


def now_ms() -> int:
    return int(time.time() * 1000)


def code_of(info: Any) -> tuple[str, str]:
    error = info.value.response["Error"]
    return error["Code"], error.get("Message", "")
