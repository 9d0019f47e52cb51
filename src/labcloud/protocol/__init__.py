"""The wire layer: AWS requests in, AWS responses out, driven by botocore's own service models.

- ``models``   loads botocore service models and indexes them (targets, REST routes, actions).
- ``wire``     the plain request/response values that cross the HTTP boundary.
- ``router``   decides which service and operation a request addresses.
- ``shapes``   converts values between wire form and Python form, shape by shape.
- ``validate`` checks parsed input against the model before a provider runs.
- ``json_codec``, ``rest_json_codec``, ``query_codec``: one module per protocol family.
- ``codec``    picks the right codec for a service and protocol.
"""
