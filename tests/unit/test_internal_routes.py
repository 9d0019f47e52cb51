"""``internal/routes.py``: a route's path is matched as text when it has no parameter, and compiled to a
regular expression only when a request first reaches it (building services compiles nothing; issue 40)."""

from __future__ import annotations

from labcloud.internal.routes import InternalRequest, InternalResponse, InternalRoute, InternalRouter


def _handler(_request: InternalRequest) -> InternalResponse:
    return InternalResponse()


def test_a_route_compiles_its_path_on_its_first_match_only() -> None:
    code = InternalRoute("GET", "/lambda/code/{digest}", _handler)
    static = InternalRoute("GET", "/view/static/{name:path}", _handler)
    assert code._pattern is None and static._pattern is None  # nothing compiled when the route is made
    assert code.parameters("/lambda/code/abc") == {"digest": "abc"}
    assert code.parameters("/lambda/code/a/b") is None  # a plain part stops at a slash
    assert static.parameters("/view/static/js/map.js") == {"name": "js/map.js"}
    assert code._pattern is not None


def test_a_route_without_parameters_is_matched_as_text() -> None:
    route = InternalRoute("GET", "/lambda/functions", _handler)
    assert route.parameters("/lambda/functions") == {}
    assert route.parameters("/lambda/functions/x") is None
    assert route.parameters("/lambda/functions\n") is None
    assert route._pattern is None


def test_the_router_answers_the_route_its_parameters_and_other_methods() -> None:
    router = InternalRouter()
    listing = InternalRoute("GET", "/state", _handler)
    save = InternalRoute("POST", "/state/{name}/save", _handler)
    router.add(listing)
    router.add(save)
    assert router.match("GET", "/state") == (listing, {}, False)
    assert router.match("HEAD", "/state") == (listing, {}, False)
    assert router.match("POST", "/state/s1/save") == (save, {"name": "s1"}, False)
    assert router.match("GET", "/state/s1/save") == (None, {}, True)
    assert router.match("GET", "/nothing") == (None, {}, False)
