"""A request without a usable signature whose path several services claim (``DELETE /tags/{arn}``) goes to
the service its ARN names (a randomized fuzz run's finding: it reached FIS, which answered 501)."""

from __future__ import annotations

import json
import urllib.error
import urllib.parse
import urllib.request
from typing import Any

import pytest

from labcloud.testing.server_process import LabcloudProcess

ARN = "arn:aws:scheduler:us-east-1:000000000000:schedule-group/absent"  # tags belong to schedule groups


@pytest.mark.parametrize(
    "authorization",
    [
        "AWS4-HMAC-SHA256",
        "AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/99999999/us-east-1/sts/aws4_request",
        "Bearer token",
    ],
)
def test_an_unsigned_untag_reaches_the_service_its_arn_names(
    labcloud: LabcloudProcess, authorization: str
) -> None:
    url = f"{labcloud.endpoint}/tags/{urllib.parse.quote(ARN, safe='')}?TagKeys=team"
    request = urllib.request.Request(url, method="DELETE", headers={"Authorization": authorization})
    with pytest.raises(urllib.error.HTTPError) as answer:
        urllib.request.urlopen(request, timeout=10)
    body: Any = json.loads(answer.value.read())
    assert answer.value.code == 404, body
    assert answer.value.headers["x-amzn-ErrorType"].split(":")[0] == "ResourceNotFoundException", body
