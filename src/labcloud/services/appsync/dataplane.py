"""The GraphQL endpoint of each API (the ``GraphqlApis`` front door): a POST of
``{"query", "variables", "operationName"}`` as JSON, authorized (``callers.py``) and executed
(``execution.py``, imported with graphql-core on the first query). AppSync's answers: 200 with ``data``/``errors``, 401 ``UnauthorizedException``, 404 for
an unknown API, 400 for a body that is not a GraphQL request. The same door runs a request for another
service as an IAM principal (``GraphqlOperations.execute_as``: EventBridge's AppSync targets), with
AWS_IAM authorization and the same per-field ``appsync:GraphQL`` decisions."""

from __future__ import annotations

import json
import time
from typing import Any

from labcloud.context import Principal
from labcloud.errors import AwsError
from labcloud.protocol.wire import WireRequest, WireResponse
from labcloud.services.appsync import log_delivery, request_log
from labcloud.services.appsync.callers import NOT_AUTHORIZED, Unauthorized, iam_caller, identify, modes
from labcloud.services.appsync.repo.records import Api
from labcloud.services.appsync.state import AppsyncState
from labcloud.services.wafv2.interfaces import WafRequest, WebAclFilter


def _answer(
    status: int, document: dict[str, Any], extra: list[tuple[str, str]] | None = None
) -> WireResponse:
    headers = [("x-amzn-requestid", _request_id()), *(extra or [])]
    return WireResponse(status, json.dumps(document).encode(), headers, "application/json;charset=UTF-8")


def _request_id() -> str:
    import uuid

    return str(uuid.uuid4())


def _shown(headers: Any) -> dict[str, str]:
    """Headers as a log shows them: credentials left out."""
    return {str(k): str(v) for k, v in headers if str(k).lower() not in ("authorization", "x-api-key")}


def _errors(error_type: str, message: str) -> dict[str, Any]:
    return {"errors": [{"errorType": error_type, "message": message}]}


class GraphqlDoor:
    def __init__(self, state: AppsyncState) -> None:
        self.state = state

    async def handle(self, request: WireRequest, api_id: str, *, too_large: bool = False) -> WireResponse:
        api = self.state.records.api(api_id)
        if api is None or api.events:
            return _answer(404, _errors("NotFoundException", f"GraphQL API {api_id} not found."))
        started = time.monotonic()
        blocked = self._filtered(api, request)
        if blocked is not None:
            self._published(api, blocked.status, 1, started)
            return blocked
        log = request_log.of(api)
        if log is not None:
            log.text(f"Request Headers: {json.dumps(_shown(request.headers.items()))}")
        response, errors = await self._handle(api, request, too_large, log)
        self._published(api, response.status, errors, started)
        self._logged(api, response, log)
        return response

    def _logged(self, api: Api, response: WireResponse, log: request_log.RequestLog | None) -> None:
        """The request's summary added to its records, and the records sent on their way."""
        if log is None:
            return
        request_id = dict(response.headers).get("x-amzn-requestid") or _request_id()
        log.text(f"Response Headers: {json.dumps(_shown(response.headers))}")
        log.add(
            {
                "logType": "RequestSummary",
                "graphQLAPIId": api.api_id,
                "statusCode": response.status,
                "latency": log.offset(),
            }
        )
        log_delivery.deliver(self.state, api, request_id, log)

    def _filtered(self, api: Api, request: WireRequest) -> WireResponse | None:
        """AWS WAF's verdict when a web ACL protects the API, before authorization and resolvers: None to go
        on, else the web ACL's CustomResponse or a 403 WAFForbiddenException."""
        waf = self.state.services.interface(WebAclFilter)
        if waf is None:
            return None
        seen = WafRequest(
            request.method.upper(),
            "/graphql",
            request.query_string,
            request.headers,
            request.body,
            request.client_host,
        )
        block = waf.inspect(str(api.body.get("arn", "")), seen)
        if block is None:
            return None
        if block.custom:
            headers = [("x-amzn-requestid", _request_id()), *block.headers]
            return WireResponse(block.status, block.body, headers, block.content_type)
        return _answer(403, _errors("WAFForbiddenException", "403 Forbidden"))

    def _published(
        self, api: Api, status: int, errors: int, started: float, caller: str | None = None
    ) -> None:
        data: dict[str, Any] = {
            "api_id": api.api_id,
            "status": status,
            "errors": errors,
            "latency_ms": round((time.monotonic() - started) * 1000.0, 3),
        }
        if caller is not None:
            data["caller"] = caller
        with self.state.store.transaction():
            self.state.bus.publish(
                "appsync.graphql.request",
                service="appsync",
                account_id=api.account_id,
                region=api.region,
                resource=str(api.body.get("arn", "")),
                data=data,
            )

    async def execute_as(
        self, api_id: str, account_id: str, principal: Principal, query: str, variables: dict[str, Any]
    ) -> dict[str, Any]:
        api = self.state.records.api(api_id)
        if api is None or api.account_id != account_id or api.events:
            raise AwsError("NotFoundException", f"GraphQL API {api_id} not found.", status=404)
        if "AWS_IAM" not in modes(api):
            raise AwsError("UnauthorizedException", NOT_AUTHORIZED, status=401)
        if api.schema_text is None:
            raise AwsError("GraphQLSchemaException", "The API has no schema.", status=400)
        from labcloud.services.appsync import execution
        from labcloud.services.appsync.schemas import SchemaProblem, schema_of

        started = time.monotonic()
        try:
            schema = schema_of(self.state, api.api_id, api.schema_text)
        except SchemaProblem as problem:
            raise AwsError("GraphQLSchemaException", str(problem), status=400) from None
        body = {"query": query, "variables": variables}
        log = request_log.of(api)
        document = await execution.run(
            self.state, api, schema, iam_caller(principal, ["127.0.0.1"]), body, {}, log
        )
        self._published(api, 200, len(document.get("errors") or []), started, principal.arn)
        self._logged(api, _answer(200, {}), log)
        return document

    async def _handle(
        self, api: Api, request: WireRequest, too_large: bool, log: request_log.RequestLog | None
    ) -> tuple[WireResponse, int]:
        """The answer and the count of GraphQL errors in it."""
        state = self.state
        if request.method == "OPTIONS":
            return WireResponse(200, b"", [("access-control-allow-origin", "*")], "text/plain"), 0
        if request.method != "POST":
            return _answer(405, _errors("MalformedHttpRequestException", "Only POST is supported.")), 1
        if too_large:
            return _answer(
                413, _errors("RequestEntityTooLargeException", "The request body is too large.")
            ), 1
        try:
            caller = identify(state, api, request)
        except Unauthorized as refused:
            return _answer(refused.status, _errors(refused.error_type, refused.message)), 1
        try:
            body = json.loads(request.body or b"{}")
        except ValueError:
            return _answer(
                400, _errors("MalformedHttpRequestException", "Unable to parse the JSON document.")
            ), 1
        if not isinstance(body, dict) or not isinstance(body.get("query"), str):
            return _answer(400, _errors("MalformedHttpRequestException", "The request has no query.")), 1
        if api.schema_text is None:
            return _answer(400, _errors("GraphQLSchemaException", "The API has no schema.")), 1
        # graphql-core and airspeed (~100 ms to import) only once a query is run, not when the service is built
        from labcloud.services.appsync import execution
        from labcloud.services.appsync.schemas import SchemaProblem, schema_of

        try:
            schema = schema_of(state, api.api_id, api.schema_text)
        except SchemaProblem as problem:
            return _answer(400, _errors("GraphQLSchemaException", str(problem))), 1
        headers = {k: v for k, v in request.headers.items() if k not in ("authorization", "x-api-key")}
        document = await execution.run(state, api, schema, caller, body, headers, log)
        return _answer(200, document), len(document.get("errors") or [])
