"""Crawlers as records: CreateCrawler, GetCrawler, GetCrawlers, ListCrawlers, BatchGetCrawlers,
UpdateCrawler, DeleteCrawler, GetCrawlerMetrics. Nothing crawls: StartCrawler, StopCrawler and the
schedule operations are not implemented (501, docs/glue.md); define tables with CreateTable."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.glue import errors, finds
from labcloud.services.glue.events import publish
from labcloud.services.glue.state import MAX_CRAWLERS, GlueState
from labcloud.services.glue.tagging import checked
from labcloud.services.glue.views import page, public

if TYPE_CHECKING:
    from labcloud.services.glue.api import (
        BatchGetCrawlersRequest,
        BatchGetCrawlersResponse,
        CreateCrawlerRequest,
        CreateCrawlerResponse,
        DeleteCrawlerRequest,
        DeleteCrawlerResponse,
        GetCrawlerMetricsRequest,
        GetCrawlerMetricsResponse,
        GetCrawlerRequest,
        GetCrawlerResponse,
        GetCrawlersRequest,
        GetCrawlersResponse,
        ListCrawlersRequest,
        ListCrawlersResponse,
        UpdateCrawlerRequest,
        UpdateCrawlerResponse,
    )

_KEPT = (
    "Role",
    "DatabaseName",
    "Description",
    "Targets",
    "Classifiers",
    "TablePrefix",
    "SchemaChangePolicy",
    "RecrawlPolicy",
    "LineageConfiguration",
    "LakeFormationConfiguration",
    "Configuration",
    "CrawlerSecurityConfiguration",
)


def _definition(given: Any, name: str) -> dict[str, Any]:
    if not 1 <= len(name) <= 255:
        raise errors.invalid("Crawler name must be 1 to 255 characters")
    if not given.get("Role"):
        raise errors.invalid("Role is required")
    if given.get("CrawlerSecurityConfiguration"):
        raise errors.unsupported("CrawlerSecurityConfiguration (labcloud has no security configurations)")
    doc: dict[str, Any] = {"Name": name}
    for key in _KEPT:
        if given.get(key) is not None:
            doc[key] = given[key]
    doc.setdefault("Targets", {})
    doc.setdefault(
        "SchemaChangePolicy",
        {"UpdateBehavior": "UPDATE_IN_DATABASE", "DeleteBehavior": "DEPRECATE_IN_DATABASE"},
    )
    doc.setdefault("RecrawlPolicy", {"RecrawlBehavior": "CRAWL_EVERYTHING"})
    doc.setdefault("LineageConfiguration", {"CrawlerLineageSettings": "DISABLE"})
    doc.setdefault("LakeFormationConfiguration", {"UseLakeFormationCredentials": False, "AccountId": ""})
    if given.get("Schedule"):
        doc["Schedule"] = {"ScheduleExpression": given["Schedule"], "State": "SCHEDULED"}
    doc["State"] = "READY"
    doc["CrawlElapsedTime"] = 0
    doc["Version"] = 1
    return doc


def create_crawler(
    state: GlueState, request: CreateCrawlerRequest, ctx: RequestContext
) -> CreateCrawlerResponse:
    name = request["Name"]
    doc = _definition(request, name)
    if state.records.get(ctx.account_id, ctx.region, "crawler", name) is not None:
        raise errors.exists(f"{name} already exists")
    if state.records.count(ctx.account_id, ctx.region, "crawler") >= MAX_CRAWLERS:
        raise errors.quota(f"You have reached the limit of {MAX_CRAWLERS} crawlers")
    now = clock.now()
    doc.update(CreationTime=now, LastUpdated=now, _tags=checked({}, request.get("Tags")))
    with state.store.transaction():
        state.records.put(ctx.account_id, ctx.region, "crawler", name, "", doc, now)
        publish(state, "glue.crawler.created", ctx.account_id, ctx.region, name)
    return cast("CreateCrawlerResponse", {})


def get_crawler(state: GlueState, request: GetCrawlerRequest, ctx: RequestContext) -> GetCrawlerResponse:
    return cast("GetCrawlerResponse", {"Crawler": public(finds.crawler(state, ctx, request["Name"]))})


def get_crawlers(state: GlueState, request: GetCrawlersRequest, ctx: RequestContext) -> GetCrawlersResponse:
    items = [public(d) for d in state.records.listed(ctx.account_id, ctx.region, "crawler")]
    return cast("GetCrawlersResponse", page(items, request, 1000, "Crawlers", errors.validation))


def list_crawlers(
    state: GlueState, request: ListCrawlersRequest, ctx: RequestContext
) -> ListCrawlersResponse:
    wanted = dict(request.get("Tags") or {})
    names = [
        d["Name"]
        for d in state.records.listed(ctx.account_id, ctx.region, "crawler")
        if all((d.get("_tags") or {}).get(k) == v for k, v in wanted.items())
    ]
    return cast("ListCrawlersResponse", page(names, request, 1000, "CrawlerNames", errors.validation))


def batch_get_crawlers(
    state: GlueState, request: BatchGetCrawlersRequest, ctx: RequestContext
) -> BatchGetCrawlersResponse:
    found, missing = [], []
    for name in request["CrawlerNames"]:
        doc = state.records.get(ctx.account_id, ctx.region, "crawler", name)
        if doc is None:
            missing.append(name)
        else:
            found.append(public(doc))
    return cast("BatchGetCrawlersResponse", {"Crawlers": found, "CrawlersNotFound": missing})


def update_crawler(
    state: GlueState, request: UpdateCrawlerRequest, ctx: RequestContext
) -> UpdateCrawlerResponse:
    old = finds.crawler(state, ctx, request["Name"])
    merged = {k: v for k, v in old.items() if k in _KEPT}
    merged.update({k: v for k, v in request.items() if v is not None})
    if "Schedule" not in request and old.get("Schedule"):
        merged["Schedule"] = old["Schedule"]["ScheduleExpression"]
    doc = _definition(merged, old["Name"])
    doc.update(
        CreationTime=old["CreationTime"], LastUpdated=clock.now(), Version=int(old.get("Version") or 1) + 1
    )
    doc["_tags"] = old.get("_tags") or {}
    with state.store.transaction():
        state.records.update(ctx.account_id, ctx.region, "crawler", old["Name"], doc)
        publish(state, "glue.crawler.updated", ctx.account_id, ctx.region, old["Name"])
    return cast("UpdateCrawlerResponse", {})


def delete_crawler(
    state: GlueState, request: DeleteCrawlerRequest, ctx: RequestContext
) -> DeleteCrawlerResponse:
    name = finds.crawler(state, ctx, request["Name"])["Name"]
    with state.store.transaction():
        state.records.delete(ctx.account_id, ctx.region, "crawler", name)
        publish(state, "glue.crawler.deleted", ctx.account_id, ctx.region, name)
    return cast("DeleteCrawlerResponse", {})


def get_crawler_metrics(
    state: GlueState, request: GetCrawlerMetricsRequest, ctx: RequestContext
) -> GetCrawlerMetricsResponse:
    wanted = request.get("CrawlerNameList")
    docs = state.records.listed(ctx.account_id, ctx.region, "crawler")
    items = [
        {
            "CrawlerName": d["Name"],
            "TimeLeftSeconds": 0.0,
            "StillEstimating": False,
            "LastRuntimeSeconds": 0.0,
            "MedianRuntimeSeconds": 0.0,
            "TablesCreated": 0,
            "TablesUpdated": 0,
            "TablesDeleted": 0,
        }
        for d in docs
        if not wanted or d["Name"] in wanted
    ]
    return cast(
        "GetCrawlerMetricsResponse", page(items, request, 1000, "CrawlerMetricsList", errors.validation)
    )
