"""What Glue answers for the operations labcloud's Glue does not implement: 501 ``NotImplementedException``,
naming why for the ones the patterns reach (nothing crawls; no triggers or workflows run jobs; no Spark
sessions), and labcloud's generic "not implemented" for the rest (docs/glue.md)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.glue.state import GlueState

_CRAWLING = "crawlers are kept as records and nothing crawls in labcloud; define tables with CreateTable"
_ORCHESTRATION = "labcloud's Glue has no triggers or workflows; start runs with StartJobRun or Step Functions"
REASONS: dict[str, str] = {
    "StartCrawler": _CRAWLING,
    "StopCrawler": _CRAWLING,
    "StartCrawlerSchedule": _CRAWLING,
    "StopCrawlerSchedule": _CRAWLING,
    "UpdateCrawlerSchedule": _CRAWLING,
    "ListCrawls": _CRAWLING,
    **{
        operation: _ORCHESTRATION
        for operation in (
            "CreateTrigger",
            "GetTrigger",
            "GetTriggers",
            "ListTriggers",
            "StartTrigger",
            "StopTrigger",
            "UpdateTrigger",
            "DeleteTrigger",
            "BatchGetTriggers",
            "CreateWorkflow",
            "GetWorkflow",
            "ListWorkflows",
            "UpdateWorkflow",
            "DeleteWorkflow",
            "StartWorkflowRun",
            "BatchGetWorkflows",
        )
    },
    **{
        operation: "labcloud has no Spark: interactive sessions and their statements are not available"
        for operation in ("CreateSession", "RunStatement", "GetSession", "ListSessions")
    },
}


def absent(state: GlueState, operation: str) -> Callable[[RequestContext, dict[str, Any]], Any] | None:
    reason = REASONS.get(operation)
    if reason is None:
        return None

    def refuse(ctx: RequestContext, params: dict[str, Any]) -> Any:
        raise AwsError("NotImplementedException", f"{operation}: {reason}", status=501)

    return refuse
