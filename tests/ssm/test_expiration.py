"""An Expiration policy deletes its parameter at the timestamp, on the server clock."""

from __future__ import annotations

import datetime as dt
import json
import time
from typing import Any

from ssm_helpers import code_of


def test_an_expired_parameter_is_deleted(ssm: Any) -> None:
    soon = (dt.datetime.now(dt.timezone.utc) + dt.timedelta(seconds=2)).strftime("%Y-%m-%dT%H:%M:%S.000Z")
    later = "2099-01-01T00:00:00.000Z"
    for name, when in (("/exp/soon", soon), ("/exp/later", later)):
        policy = [{"Type": "Expiration", "Version": "1.0", "Attributes": {"Timestamp": when}}]
        ssm.put_parameter(Name=name, Value="x", Type="String", Tier="Advanced", Policies=json.dumps(policy))
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline and ssm.get_parameters(Names=["/exp/soon"])["Parameters"]:
        time.sleep(0.25)
    assert code_of(lambda: ssm.get_parameter(Name="/exp/soon")) == "ParameterNotFound"
    assert ssm.get_parameter(Name="/exp/later")["Parameter"]["Value"] == "x"
