"""AWS::Logs::LogStream: a named stream in a log group (both create-only, so any change replaces it).

``Ref`` is the stream's name; the type has no ``Fn::GetAtt`` attributes. Without ``LogStreamName``
CloudFormation names it ``<stack>-<logical id>-<random>``.
"""

from __future__ import annotations

from typing import Any

from labcloud.services.cloudformation.resources.base import Created, Handler, ResourceCall


class LogStream(Handler):
    type = "AWS::Logs::LogStream"
    known = frozenset({"LogGroupName", "LogStreamName"})
    replace_all = True

    def physical_id_of(self, rc: ResourceCall, props: dict[str, Any]) -> str | None:
        return str(props.get("LogStreamName") or rc.physical_name(512, prop="LogStreamName"))

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        self.check_known(rc.logical_id, props)
        self.check(props)
        name = str(props.get("LogStreamName") or rc.physical_name(512, prop="LogStreamName"))
        await rc.call(
            "logs", "CreateLogStream", {"logGroupName": props["LogGroupName"], "logStreamName": name}
        )
        return Created(name, {})

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await rc.call_quiet(
            "logs", "DeleteLogStream", {"logGroupName": props["LogGroupName"], "logStreamName": physical_id}
        )
