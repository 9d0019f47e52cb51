# Table items cannot be imported (the provider has no import for aws_dynamodb_table_item),
# so the import check runs without this file.
resource "aws_dynamodb_table_item" "default" {
  table_name = aws_dynamodb_table.settings.name
  hash_key   = aws_dynamodb_table.settings.hash_key
  item = jsonencode({
    id      = { S = "default" }
    retries = { N = "3" }
    enabled = { BOOL = true }
    tags    = { SS = ["a", "b"] }
  })
}
