"""The wire layer: AWS requests in, AWS responses out, driven by botocore's own service models.

- ``models``   loads botocore service models and indexes them (targets, REST routes, actions).
- ``wire``     the plain request/response values that cross the HTTP boundary.
- ``router``   decides which service and operation a request addresses.
- ``shapes``   converts values between wire form and Python form, shape by shape, and checks parsed
               input against the model's constraints before a provider runs.
- ``validation_codes`` which error code each service words model validation with.
- ``bounds``   body encodings (gzip/deflate in, gzip out) and the JSON nesting bound.
- ``errors_index`` a service's modeled error shapes, for status codes and extra members.
- ``json_codec``, ``rest_json_codec``, ``query_codec``: one module per protocol family.
- ``codec``    picks the right codec for a service and protocol.
"""
