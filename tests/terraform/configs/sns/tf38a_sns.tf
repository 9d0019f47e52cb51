# A data protection policy on the orders topic (issue 38): labcloud keeps and answers it.

resource "aws_sns_topic_data_protection_policy" "orders" {
  arn = aws_sns_topic.orders.arn
  policy = jsonencode({
    Name        = "tf-orders-protection"
    Description = "no e-mail addresses in orders"
    Version     = "2021-06-01"
    Statement = [{
      Sid            = "deny-email-in"
      DataDirection  = "Inbound"
      Principal      = ["*"]
      DataIdentifier = ["arn:aws:dataprotection::aws:data-identifier/EmailAddress"]
      Operation      = { Deny = {} }
    }]
  })
}
