"""REST API documentation parts and versions with boto3: AWS's shapes (locations with their defaults,
properties as JSON text), one part per location, locations checked against their type, paging by
``position``, patch updates, versions naming a stage, exact error codes, and a restart keeping them."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from botocore.exceptions import ClientError

from labcloud.testing.server_process import LabcloudProcess


def _code(call: Any, **kwargs: Any) -> str:
    with pytest.raises(ClientError) as caught:
        call(**kwargs)
    return str(caught.value.response["Error"]["Code"])


def _clean(answer: dict[str, Any]) -> dict[str, Any]:
    answer.pop("ResponseMetadata", None)
    return answer


def test_documentation_parts(apigw: Any) -> None:
    api = apigw.create_rest_api(name="documented")["id"]
    whole = _clean(
        apigw.create_documentation_part(
            restApiId=api, location={"type": "API"}, properties=json.dumps({"info": {"description": "pets"}})
        )
    )
    assert set(whole) == {"id", "location", "properties"}
    assert whole["location"] == {"type": "API"}
    assert json.loads(whole["properties"]) == {"info": {"description": "pets"}}

    method = _clean(
        apigw.create_documentation_part(
            restApiId=api, location={"type": "METHOD", "path": "/pets"}, properties='{"summary": "list"}'
        )
    )
    assert method["location"] == {"type": "METHOD", "path": "/pets", "method": "*"}
    response = apigw.create_documentation_part(
        restApiId=api, location={"type": "RESPONSE", "method": "GET"}, properties="{}"
    )
    assert response["location"] == {"type": "RESPONSE", "path": "/", "method": "GET", "statusCode": "*"}
    header = apigw.create_documentation_part(
        restApiId=api,
        location={"type": "REQUEST_HEADER", "path": "/pets", "method": "GET", "name": "x-trace"},
        properties='{"description": "trace id"}',
    )
    assert header["location"]["name"] == "x-trace"

    assert _clean(apigw.get_documentation_part(restApiId=api, documentationPartId=method["id"])) == method
    # The same location again (defaults included) is a conflict.
    assert (
        _code(
            apigw.create_documentation_part,
            restApiId=api,
            location={"type": "METHOD", "path": "/pets", "method": "*"},
            properties="{}",
        )
        == "ConflictException"
    )
    for location in (
        {"type": "OPERATION"},
        {"type": "API", "path": "/x"},
        {"type": "MODEL"},
        {"type": "RESPONSE", "statusCode": "99"},
        {"type": "RESOURCE", "path": "no-slash"},
    ):
        assert (
            _code(apigw.create_documentation_part, restApiId=api, location=location, properties="{}")
            == "BadRequestException"
        ), location
    for properties in ("not json", "[1]"):
        assert (
            _code(
                apigw.create_documentation_part, restApiId=api, location={"type": "MODEL", "name": "Pet"},
                properties=properties,
            )
            == "BadRequestException"
        )  # fmt: skip
    assert (
        _code(apigw.create_documentation_part, restApiId="nope", location={"type": "API"}, properties="{}")
        == "NotFoundException"
    )
    assert (
        _code(apigw.get_documentation_part, restApiId=api, documentationPartId="nope") == "NotFoundException"
    )

    # Listing: filters and pages by position.
    listed = apigw.get_documentation_parts(restApiId=api)["items"]
    assert [p["id"] for p in listed] == [whole["id"], method["id"], response["id"], header["id"]]
    assert [p["id"] for p in apigw.get_documentation_parts(restApiId=api, type="METHOD")["items"]] == [
        method["id"]
    ]
    assert [p["id"] for p in apigw.get_documentation_parts(restApiId=api, path="/pets")["items"]] == [
        method["id"],
        header["id"],
    ]
    assert [p["id"] for p in apigw.get_documentation_parts(restApiId=api, nameQuery="trace")["items"]] == [
        header["id"]
    ]
    first = apigw.get_documentation_parts(restApiId=api, limit=3)
    assert len(first["items"]) == 3 and first["position"] == header["id"]
    rest = apigw.get_documentation_parts(restApiId=api, limit=3, position=first["position"])
    assert [p["id"] for p in rest["items"]] == [header["id"]] and "position" not in rest
    assert _code(apigw.get_documentation_parts, restApiId=api, position="nope") == "BadRequestException"

    # Update by patch: properties only.
    updated = _clean(
        apigw.update_documentation_part(
            restApiId=api,
            documentationPartId=method["id"],
            patchOperations=[{"op": "replace", "path": "/properties", "value": '{"summary": "all pets"}'}],
        )
    )
    assert updated["location"] == method["location"] and json.loads(updated["properties"]) == {
        "summary": "all pets"
    }
    assert apigw.get_documentation_part(restApiId=api, documentationPartId=method["id"])["properties"] == (
        '{"summary": "all pets"}'
    )
    for patch in (
        {"op": "replace", "path": "/properties", "value": "nope"},
        {"op": "replace", "path": "/location/type", "value": "API"},
    ):
        assert (
            _code(
                apigw.update_documentation_part,
                restApiId=api,
                documentationPartId=method["id"],
                patchOperations=[patch],
            )
            == "BadRequestException"
        )

    apigw.delete_documentation_part(restApiId=api, documentationPartId=method["id"])
    assert (
        _code(apigw.delete_documentation_part, restApiId=api, documentationPartId=method["id"])
        == "NotFoundException"
    )


def test_documentation_versions(apigw: Any) -> None:
    api = apigw.create_rest_api(name="versioned")["id"]
    root = apigw.get_resources(restApiId=api)["items"][0]["id"]
    apigw.put_method(restApiId=api, resourceId=root, httpMethod="GET", authorizationType="NONE")
    apigw.put_integration(restApiId=api, resourceId=root, httpMethod="GET", type="MOCK")
    deployment = apigw.create_deployment(restApiId=api)["id"]
    apigw.create_stage(restApiId=api, stageName="prod", deploymentId=deployment)
    apigw.create_documentation_part(restApiId=api, location={"type": "API"}, properties='{"v": 1}')

    one = _clean(
        apigw.create_documentation_version(
            restApiId=api, documentationVersion="1.0", description="first", stageName="prod"
        )
    )
    assert set(one) == {"version", "createdDate", "description"} and one["version"] == "1.0"
    assert apigw.get_stage(restApiId=api, stageName="prod")["documentationVersion"] == "1.0"
    apigw.create_documentation_version(restApiId=api, documentationVersion="2.0")
    got = _clean(apigw.get_documentation_version(restApiId=api, documentationVersion="1.0"))
    assert got == one
    assert (
        _code(apigw.create_documentation_version, restApiId=api, documentationVersion="1.0")
        == "ConflictException"
    )
    assert (
        _code(apigw.create_documentation_version, restApiId=api, documentationVersion="3", stageName="nope")
        == "NotFoundException"
    )
    page = apigw.get_documentation_versions(restApiId=api, limit=1)
    assert [v["version"] for v in page["items"]] == ["1.0"] and page["position"] == "2.0"
    following = apigw.get_documentation_versions(restApiId=api, limit=1, position="2.0")
    assert [v["version"] for v in following["items"]] == ["2.0"] and "position" not in following

    changed = apigw.update_documentation_version(
        restApiId=api,
        documentationVersion="2.0",
        patchOperations=[{"op": "replace", "path": "/description", "value": "second"}],
    )
    assert changed["description"] == "second" and changed["version"] == "2.0"
    apigw.delete_documentation_version(restApiId=api, documentationVersion="2.0")
    assert (
        _code(apigw.get_documentation_version, restApiId=api, documentationVersion="2.0")
        == "NotFoundException"
    )
    assert (
        _code(apigw.delete_documentation_version, restApiId=api, documentationVersion="2.0")
        == "NotFoundException"
    )

    # A stage names an existing version only.
    patch = [{"op": "replace", "path": "/documentationVersion", "value": "2.0"}]
    assert (
        _code(apigw.update_stage, restApiId=api, stageName="prod", patchOperations=patch)
        == "BadRequestException"
    )
    assert (
        _code(
            apigw.create_stage,
            restApiId=api,
            stageName="beta",
            deploymentId=deployment,
            documentationVersion="9",
        )
        == "BadRequestException"
    )
    beta = apigw.create_stage(
        restApiId=api, stageName="beta", deploymentId=deployment, documentationVersion="1.0"
    )
    assert beta["documentationVersion"] == "1.0"
    patch = [{"op": "remove", "path": "/documentationVersion"}]
    assert "documentationVersion" not in apigw.update_stage(
        restApiId=api, stageName="beta", patchOperations=patch
    )


def test_documentation_survives_a_restart(tmp_path: Path) -> None:
    server = LabcloudProcess(data_dir=tmp_path / "data").start()
    try:
        apigw = server.boto3_client("apigateway")
        api = apigw.create_rest_api(name="kept")["id"]
        part = apigw.create_documentation_part(restApiId=api, location={"type": "API"}, properties="{}")["id"]
        apigw.create_documentation_version(restApiId=api, documentationVersion="v1")
        server.kill()
        server.start()
        apigw = server.boto3_client("apigateway")
        assert apigw.get_documentation_part(restApiId=api, documentationPartId=part)["location"] == {
            "type": "API"
        }
        assert apigw.get_documentation_version(restApiId=api, documentationVersion="v1")["version"] == "v1"
    finally:
        server.stop()


def _definition(*entries: Any) -> bytes:
    return json.dumps(
        {
            "openapi": "3.0.1",
            "info": {"title": "docs", "version": "1"},
            "paths": {},
            "x-amazon-apigateway-documentation": {"version": "1", "documentationParts": list(entries)},
        }
    ).encode()


def test_import_documentation_parts(apigw: Any) -> None:
    api = apigw.create_rest_api(name="imported")["id"]
    kept = apigw.create_documentation_part(
        restApiId=api, location={"type": "API"}, properties='{"a": 1, "b": 1}'
    )["id"]
    other = apigw.create_documentation_part(
        restApiId=api, location={"type": "MODEL", "name": "Pet"}, properties="{}"
    )["id"]
    merged = apigw.import_documentation_parts(
        restApiId=api,
        body=_definition(
            {"location": {"type": "API"}, "properties": {"b": 2}},
            {
                "location": {"type": "METHOD", "path": "/pets", "method": "GET"},
                "properties": {"summary": "s"},
            },
            {"location": {"type": "NOPE"}, "properties": {}},
        ),
    )
    assert merged["ids"][0] == kept and len(merged["ids"]) == 2
    assert len(merged["warnings"]) == 1 and "NOPE" in merged["warnings"][0]
    assert json.loads(
        apigw.get_documentation_part(restApiId=api, documentationPartId=kept)["properties"]
    ) == {
        "a": 1,
        "b": 2,
    }
    new = apigw.get_documentation_part(restApiId=api, documentationPartId=merged["ids"][1])
    assert new["location"] == {"type": "METHOD", "path": "/pets", "method": "GET"}
    assert json.loads(new["properties"]) == {"summary": "s"}

    # failOnWarnings: refused, nothing changed.
    assert (
        _code(
            apigw.import_documentation_parts,
            restApiId=api,
            failOnWarnings=True,
            body=_definition({"location": {"type": "API", "path": "/x"}, "properties": {}}),
        )
        == "BadRequestException"
    )
    assert len(apigw.get_documentation_parts(restApiId=api)["items"]) == 3

    # overwrite: only the imported parts remain.
    replaced = apigw.import_documentation_parts(
        restApiId=api,
        mode="overwrite",
        body=_definition({"location": {"type": "API"}, "properties": {"c": 3}}),
    )
    items = apigw.get_documentation_parts(restApiId=api)["items"]
    assert [p["id"] for p in items] == replaced["ids"] and other not in replaced["ids"]
    assert json.loads(items[0]["properties"]) == {"c": 3} and "warnings" not in replaced
    assert _code(apigw.import_documentation_parts, restApiId=api, body=b"{}") == "BadRequestException"
    assert (
        _code(apigw.import_documentation_parts, restApiId="nope", body=_definition()) == "NotFoundException"
    )
