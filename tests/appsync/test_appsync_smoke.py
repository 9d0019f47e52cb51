from __future__ import annotations

from typing import Any

from appsync_helpers import graphql, new_api

from labcloud.testing.server_process import LabcloudProcess


def test_smoke(labcloud: LabcloudProcess, appsync: Any) -> None:
    api = new_api(appsync)
    key = appsync.create_api_key(apiId=api["apiId"])["apiKey"]["id"]
    appsync.create_data_source(apiId=api["apiId"], name="none", type="NONE")
    appsync.create_resolver(
        apiId=api["apiId"],
        typeName="Query",
        fieldName="echo",
        dataSourceName="none",
        requestMappingTemplate='{"version": "2018-05-29", "payload": $util.toJson($ctx.args.text)}',
        responseMappingTemplate="$util.toJson($ctx.result)",
    )
    status, answer = graphql(api["uris"]["GRAPHQL"], 'query { echo(text: "hi") }', headers={"x-api-key": key})
    assert (status, answer) == (200, {"data": {"echo": "hi"}})
