-- Run after an init.lua that holds the README's Neovim snippet: opens files as a person would, with `:edit`, and
-- writes to $OUT, one line per step, which navlint clients Neovim started and attached, and what they reported.
local site = os.getenv('SITE')
local outside = os.getenv('OUTSIDE')
local out = assert(io.open(os.getenv('OUT'), 'w'))

local function say(...)
  out:write(table.concat({ ... }, '\t'), '\n')
  out:flush()
end

local function open(file)
  vim.cmd('edit ' .. vim.fn.fnameescape(file))
  return vim.api.nvim_get_current_buf()
end

local function diagnostics(buf)
  local list = {}
  for _, d in ipairs(vim.diagnostic.get(buf)) do
    list[#list + 1] = string.format('%s %d:%d-%d:%d', d.code, d.lnum, d.col, d.end_lnum, d.end_col)
  end
  table.sort(list)
  return table.concat(list, ',')
end

-- The clients of a buffer, or all of them: `vim.lsp.get_clients` from 0.10, the older functions before.
local function clients(buf)
  if vim.lsp.get_clients then return vim.lsp.get_clients(buf and { bufnr = buf } or nil) end
  return buf and vim.tbl_values(vim.lsp.buf_get_clients(buf)) or vim.lsp.get_active_clients()
end

-- The navlint clients attached to a buffer, by id.
local function attached(buf)
  local ids = {}
  for _, client in ipairs(clients(buf)) do
    if client.name == 'navlint' then ids[#ids + 1] = tostring(client.id) end
  end
  table.sort(ids)
  return table.concat(ids, ',')
end

local ok, err = pcall(function()
  -- 1. A page of the site: a client starts for its docs root, and reports the page's broken link.
  local page = open(site .. '/guide/intro.mdx')
  vim.wait(30000, function() return #vim.diagnostic.get(page) > 0 end, 50)
  say('page', vim.bo[page].filetype, attached(page), diagnostics(page))

  -- 2. docs.json of the same root: the same client, attached to it too.
  local docs = open(site .. '/docs.json')
  vim.wait(30000, function() return #vim.diagnostic.get(docs) > 0 end, 50)
  say('docs', vim.bo[docs].filetype, attached(docs), diagnostics(docs))

  -- 3. A Markdown file under no docs.json: no client.
  local notes = open(outside .. '/notes.md')
  say('outside', vim.bo[notes].filetype, attached(notes))

  local all = clients()
  say('clients', tostring(#all))
  for _, client in ipairs(all) do client.stop() end
  vim.wait(5000, function() return #clients() == 0 end, 50)
end)
if not ok then say('error', tostring(err)) end
out:close()
vim.cmd('qall!')
