// generated from specs/forms/package-export.schema.json and package-export.ui.json; do not edit, run npm run codegen
const exports = {};
exports["58628c95"] = validate24;
const schema53 = {"$schema":"https://json-schema.org/draft/2020-12/schema","type":"object","additionalProperties":false,"required":["categories","newestOnly"],"properties":{"categories":{"type":"array","title":"Package Categories","uniqueItems":true,"minItems":1,"items":{"title":"PackageCategory","description":"A category of FortiGuard packages the update manager keeps and can export.","type":"string","oneOf":[{"const":"antivirus","title":"AntiVirus"},{"const":"ips","title":"IPS"},{"const":"appctrl","title":"Application Control"},{"const":"isdb","title":"Internet Service Database"},{"const":"botnet","title":"Botnet IP and Domains"},{"const":"geoip","title":"GeoIP"},{"const":"webfilter","title":"Web Filter"},{"const":"antispam","title":"AntiSpam"}]},"default":["antivirus","ips"],"errorMessage":{"minItems":"Choose at least one package category."}},"newestOnly":{"type":"boolean","title":"Newest version of each package only","default":true}},"errorMessage":{"required":{"categories":"Choose at least one package category."}},"$id":"58628c95"};
const obj0 = {"required":"missingProperty","dependencies":"property","dependentRequired":"property"};

function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate24.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.categories === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "categories"},message:"must have required property '"+"categories"+"'",schema:schema53.required,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.newestOnly === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "newestOnly"},message:"must have required property '"+"newestOnly"+"'",schema:schema53.required,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "categories") || (key0 === "newestOnly"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.categories !== undefined){
let data0 = data.categories;
if(Array.isArray(data0)){
if(data0.length < 1){
const err3 = {instancePath:instancePath+"/categories",schemaPath:"#/properties/categories/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema53.properties.categories,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(typeof data1 !== "string"){
const err4 = {instancePath:instancePath+"/categories/" + i0,schemaPath:"#/properties/categories/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.categories.items.type,parentSchema:schema53.properties.categories.items,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
const _errs6 = errors;
let valid3 = false;
let passing0 = null;
const _errs7 = errors;
if("antivirus" !== data1){
const err5 = {instancePath:instancePath+"/categories/" + i0,schemaPath:"#/properties/categories/items/oneOf/0/const",keyword:"const",params:{allowedValue: "antivirus"},message:"must be equal to constant",schema:"antivirus",parentSchema:schema53.properties.categories.items.oneOf[0],data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid0 = _errs7 === errors;
if(_valid0){
valid3 = true;
passing0 = 0;
}
const _errs8 = errors;
if("ips" !== data1){
const err6 = {instancePath:instancePath+"/categories/" + i0,schemaPath:"#/properties/categories/items/oneOf/1/const",keyword:"const",params:{allowedValue: "ips"},message:"must be equal to constant",schema:"ips",parentSchema:schema53.properties.categories.items.oneOf[1],data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid0 = _errs8 === errors;
if(_valid0 && valid3){
valid3 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid3 = true;
passing0 = 1;
}
const _errs9 = errors;
if("appctrl" !== data1){
const err7 = {instancePath:instancePath+"/categories/" + i0,schemaPath:"#/properties/categories/items/oneOf/2/const",keyword:"const",params:{allowedValue: "appctrl"},message:"must be equal to constant",schema:"appctrl",parentSchema:schema53.properties.categories.items.oneOf[2],data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid0 = _errs9 === errors;
if(_valid0 && valid3){
valid3 = false;
passing0 = [passing0, 2];
}
else {
if(_valid0){
valid3 = true;
passing0 = 2;
}
const _errs10 = errors;
if("isdb" !== data1){
const err8 = {instancePath:instancePath+"/categories/" + i0,schemaPath:"#/properties/categories/items/oneOf/3/const",keyword:"const",params:{allowedValue: "isdb"},message:"must be equal to constant",schema:"isdb",parentSchema:schema53.properties.categories.items.oneOf[3],data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid0 = _errs10 === errors;
if(_valid0 && valid3){
valid3 = false;
passing0 = [passing0, 3];
}
else {
if(_valid0){
valid3 = true;
passing0 = 3;
}
const _errs11 = errors;
if("botnet" !== data1){
const err9 = {instancePath:instancePath+"/categories/" + i0,schemaPath:"#/properties/categories/items/oneOf/4/const",keyword:"const",params:{allowedValue: "botnet"},message:"must be equal to constant",schema:"botnet",parentSchema:schema53.properties.categories.items.oneOf[4],data:data1};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var _valid0 = _errs11 === errors;
if(_valid0 && valid3){
valid3 = false;
passing0 = [passing0, 4];
}
else {
if(_valid0){
valid3 = true;
passing0 = 4;
}
const _errs12 = errors;
if("geoip" !== data1){
const err10 = {instancePath:instancePath+"/categories/" + i0,schemaPath:"#/properties/categories/items/oneOf/5/const",keyword:"const",params:{allowedValue: "geoip"},message:"must be equal to constant",schema:"geoip",parentSchema:schema53.properties.categories.items.oneOf[5],data:data1};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid0 = _errs12 === errors;
if(_valid0 && valid3){
valid3 = false;
passing0 = [passing0, 5];
}
else {
if(_valid0){
valid3 = true;
passing0 = 5;
}
const _errs13 = errors;
if("webfilter" !== data1){
const err11 = {instancePath:instancePath+"/categories/" + i0,schemaPath:"#/properties/categories/items/oneOf/6/const",keyword:"const",params:{allowedValue: "webfilter"},message:"must be equal to constant",schema:"webfilter",parentSchema:schema53.properties.categories.items.oneOf[6],data:data1};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid0 = _errs13 === errors;
if(_valid0 && valid3){
valid3 = false;
passing0 = [passing0, 6];
}
else {
if(_valid0){
valid3 = true;
passing0 = 6;
}
const _errs14 = errors;
if("antispam" !== data1){
const err12 = {instancePath:instancePath+"/categories/" + i0,schemaPath:"#/properties/categories/items/oneOf/7/const",keyword:"const",params:{allowedValue: "antispam"},message:"must be equal to constant",schema:"antispam",parentSchema:schema53.properties.categories.items.oneOf[7],data:data1};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var _valid0 = _errs14 === errors;
if(_valid0 && valid3){
valid3 = false;
passing0 = [passing0, 7];
}
else {
if(_valid0){
valid3 = true;
passing0 = 7;
}
}
}
}
}
}
}
}
if(!valid3){
const err13 = {instancePath:instancePath+"/categories/" + i0,schemaPath:"#/properties/categories/items/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf",schema:schema53.properties.categories.items.oneOf,parentSchema:schema53.properties.categories.items,data:data1};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
else {
errors = _errs6;
if(vErrors !== null){
if(_errs6){
vErrors.length = _errs6;
}
else {
vErrors = null;
}
}
}
}
let i1 = data0.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data0[i1];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err14 = {instancePath:instancePath+"/categories",schemaPath:"#/properties/categories/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)",schema:true,parentSchema:schema53.properties.categories,data:data0};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
break;
}
indices0[item0] = i1;
}
}
}
else {
const err15 = {instancePath:instancePath+"/categories",schemaPath:"#/properties/categories/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema53.properties.categories.type,parentSchema:schema53.properties.categories,data:data0};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(errors > 0){
const emErrors0 = {"minItems":[]};
const templates0 = {};
for(const err16 of vErrors){
if((((((err16.keyword !== "errorMessage") && (!err16.emUsed)) && (err16.instancePath === instancePath+"/categories")) && (err16.keyword in emErrors0)) && (err16.schemaPath.indexOf("#/properties/categories") === 0)) && (/^\/[^\/]*$/.test(err16.schemaPath.slice(23)))){
emErrors0[err16.keyword].push(err16);
err16.emUsed = true;
}
}
for(const key1 in emErrors0){
if(emErrors0[key1].length){
const err17 = {instancePath:instancePath+"/categories",schemaPath:"#/properties/categories/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key1]},message:key1 in templates0 ? templates0[key1]() : schema53.properties.categories.errorMessage[key1],schema:schema53.properties.categories.errorMessage,parentSchema:schema53.properties.categories,data:data0};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
const emErrs0 = [];
for(const err18 of vErrors){
if(!err18.emUsed){
emErrs0.push(err18);
}
}
vErrors = emErrs0;
errors = emErrs0.length;
}
}
if(data.newestOnly !== undefined){
let data2 = data.newestOnly;
if(typeof data2 !== "boolean"){
const err19 = {instancePath:instancePath+"/newestOnly",schemaPath:"#/properties/newestOnly/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema53.properties.newestOnly.type,parentSchema:schema53.properties.newestOnly,data:data2};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
else {
const err20 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema53.type,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(errors > 0){
const emErrors1 = {"required":{"categories":[]}};
const templates1 = {required:{}};
let emPropParams0;
let emParamsErrors0;
for(const err21 of vErrors){
if((((((err21.keyword !== "errorMessage") && (!err21.emUsed)) && (err21.instancePath === instancePath)) && (err21.keyword in emErrors1)) && (err21.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err21.schemaPath.slice(1)))){
emPropParams0 = obj0[err21.keyword];
emParamsErrors0 = emErrors1[err21.keyword][err21.params[emPropParams0]];
if(emParamsErrors0){
emParamsErrors0.push(err21);
err21.emUsed = true;
}
}
}
for(const key2 in emErrors1){
for(const keyProp0 in emErrors1[key2]){
emParamsErrors0 = emErrors1[key2][keyProp0];
if(emParamsErrors0.length){
const tmpl0 = templates1[key2] && templates1[key2][keyProp0];
const err22 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors0},message:tmpl0 ? tmpl0() : schema53.errorMessage[key2][keyProp0],schema:schema53.errorMessage,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
const emErrs1 = [];
for(const err23 of vErrors){
if(!err23.emUsed){
emErrs1.push(err23);
}
}
vErrors = emErrs1;
errors = emErrs1.length;
}
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports["321675f9"] = validate25;
const schema54 = {"const":"antivirus","title":"AntiVirus","$id":"321675f9"};

function validate25(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate25.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("antivirus" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "antivirus"},message:"must be equal to constant",schema:"antivirus",parentSchema:schema54,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate25.errors = vErrors;
return errors === 0;
}
validate25.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["2d37e23b"] = validate26;
const schema55 = {"const":"ips","title":"IPS","$id":"2d37e23b"};

function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate26.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("ips" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "ips"},message:"must be equal to constant",schema:"ips",parentSchema:schema55,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate26.errors = vErrors;
return errors === 0;
}
validate26.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["53022b1c"] = validate27;
const schema56 = {"const":"appctrl","title":"Application Control","$id":"53022b1c"};

function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate27.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("appctrl" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "appctrl"},message:"must be equal to constant",schema:"appctrl",parentSchema:schema56,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate27.errors = vErrors;
return errors === 0;
}
validate27.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["-7401a794"] = validate28;
const schema57 = {"const":"isdb","title":"Internet Service Database","$id":"-7401a794"};

function validate28(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate28.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("isdb" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "isdb"},message:"must be equal to constant",schema:"isdb",parentSchema:schema57,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate28.errors = vErrors;
return errors === 0;
}
validate28.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["-1268b354"] = validate29;
const schema58 = {"const":"botnet","title":"Botnet IP and Domains","$id":"-1268b354"};

function validate29(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate29.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("botnet" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "botnet"},message:"must be equal to constant",schema:"botnet",parentSchema:schema58,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate29.errors = vErrors;
return errors === 0;
}
validate29.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["6b5ffad3"] = validate30;
const schema59 = {"const":"geoip","title":"GeoIP","$id":"6b5ffad3"};

function validate30(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate30.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("geoip" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "geoip"},message:"must be equal to constant",schema:"geoip",parentSchema:schema59,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate30.errors = vErrors;
return errors === 0;
}
validate30.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["26c6346b"] = validate31;
const schema60 = {"const":"webfilter","title":"Web Filter","$id":"26c6346b"};

function validate31(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate31.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("webfilter" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "webfilter"},message:"must be equal to constant",schema:"webfilter",parentSchema:schema60,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate31.errors = vErrors;
return errors === 0;
}
validate31.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["70466f37"] = validate32;
const schema61 = {"const":"antispam","title":"AntiSpam","$id":"70466f37"};

function validate32(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate32.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("antispam" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "antispam"},message:"must be equal to constant",schema:"antispam",parentSchema:schema61,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate32.errors = vErrors;
return errors === 0;
}
validate32.evaluated = {"dynamicProps":false,"dynamicItems":false};

export const validateFns = exports;
