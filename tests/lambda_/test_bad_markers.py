"""A Marker that is not one labcloud handed out is InvalidParameterValueException, never a 500
(found by the fuzzer: ``ListFunctions``/``ListEventSourceMappings`` with ``Marker=0``)."""

from __future__ import annotations

from typing import Any

import pytest
from botocore.exceptions import ClientError
from lambda_helpers import create_role, make_zip


@pytest.mark.parametrize("marker", ["0", "%%%", "\u00e9t\u00e9", "/w=="])
def test_list_functions_and_mappings_refuse_foreign_markers(labcloud_client: Any, marker: str) -> None:
    client = labcloud_client("lambda")
    for call in (client.list_functions, client.list_event_source_mappings):
        with pytest.raises(ClientError) as info:
            call(Marker=marker)
        assert info.value.response["Error"]["Code"] == "InvalidParameterValueException"
        assert info.value.response["Error"]["Message"] == f"Invalid marker: {marker}"
        assert info.value.response["ResponseMetadata"]["HTTPStatusCode"] == 400


def test_markers_labcloud_hands_out_still_page(labcloud: Any, labcloud_client: Any) -> None:
    client = labcloud_client("lambda")
    role = create_role(labcloud, policies=())
    code = make_zip({"main.py": "def handler(event, context):\n    return event\n"})
    for index in range(3):
        client.create_function(
            FunctionName=f"pager-{index}",
            Runtime="python3.12",
            Role=role,
            Handler="main.handler",
            Code={"ZipFile": code},
        )
    first = client.list_functions(MaxItems=2)
    rest = client.list_functions(Marker=first["NextMarker"], MaxItems=2)
    names = [f["FunctionName"] for f in first["Functions"] + rest["Functions"]]
    assert names == ["pager-0", "pager-1", "pager-2"]
    assert "NextMarker" not in rest
